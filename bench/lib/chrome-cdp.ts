import WebSocket from 'ws';

/**
 * Small DevTools-protocol helpers for a Chromium that someone else launched (chrome-launcher for
 * Lighthouse): set cookies on the browser before a run, without a second automation library.
 */

/**
 * `import()` that survives ts-node's CommonJS output: Lighthouse and chrome-launcher ship ESM
 * only (with top-level await), which `require` cannot load on Node 20.
 */
export const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

export interface CookieParam {
  name: string;
  value: string;
  /** The page URL the cookie belongs to (sets domain, path and secure for us). */
  url: string;
}

/** The browser-level DevTools WebSocket URL of a Chromium listening on `port` of 127.0.0.1. */
export async function browserWebSocketUrl(port: number, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(`http://127.0.0.1:${port}/json/version`);
  if (!response.ok) throw new Error(`DevTools /json/version answered ${response.status}`);
  const body = (await response.json()) as { webSocketDebuggerUrl?: unknown };
  if (typeof body.webSocketDebuggerUrl !== 'string') throw new Error('DevTools /json/version has no webSocketDebuggerUrl');
  return body.webSocketDebuggerUrl;
}

/** Sends one command on a fresh browser-level DevTools connection and resolves with its result. */
export function sendBrowserCommand(wsUrl: string, method: string, params: Record<string, unknown>, timeoutMs = 10_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`DevTools ${method} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = (error: Error | null, result?: unknown) => {
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve(result);
    };
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method, params })));
    socket.on('message', (data) => {
      let message: { id?: number; result?: unknown; error?: { message?: string } };
      try {
        message = JSON.parse(String(data)) as typeof message;
      } catch {
        return; // not ours
      }
      if (message.id !== 1) return;
      if (message.error) finish(new Error(`DevTools ${method} failed: ${message.error.message ?? 'unknown error'}`));
      else finish(null, message.result);
    });
    socket.on('error', (error) => finish(error));
  });
}

/** Stores cookies in the browser's default profile (Lighthouse's storage reset keeps cookies). */
export async function setBrowserCookies(port: number, cookies: readonly CookieParam[]): Promise<void> {
  const wsUrl = await browserWebSocketUrl(port);
  await sendBrowserCommand(wsUrl, 'Storage.setCookies', { cookies });
}
