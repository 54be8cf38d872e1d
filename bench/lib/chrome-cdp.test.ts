import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { browserWebSocketUrl, importEsm, setBrowserCookies } from './chrome-cdp';

/** A stand-in for Chromium's DevTools endpoint: /json/version and a browser WebSocket. */
async function fakeDevTools(reply: (message: { id: number; method: string; params: unknown }) => unknown) {
  const received: Array<{ method: string; params: unknown }> = [];
  const http: Server = createServer((request, response) => {
    if (request.url !== '/json/version') {
      response.writeHead(404).end();
      return;
    }
    const { port } = http.address() as AddressInfo;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ webSocketDebuggerUrl: `ws://127.0.0.1:${port}/devtools/browser/x` }));
  });
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id: number; method: string; params: unknown };
      received.push({ method: message.method, params: message.params });
      socket.send(JSON.stringify({ method: 'Target.noise', params: {} }));
      socket.send(JSON.stringify(reply(message)));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => {
      wss.close();
      http.close(() => resolve());
    }),
  };
}

describe('DevTools helpers', () => {
  it('sets cookies on the browser with Storage.setCookies', async () => {
    const devtools = await fakeDevTools((m) => ({ id: m.id, result: {} }));
    try {
      await setBrowserCookies(devtools.port, [{ name: 'zipcode', value: '90210', url: 'http://127.0.0.1:1234' }]);
      expect(devtools.received).toEqual([
        { method: 'Storage.setCookies', params: { cookies: [{ name: 'zipcode', value: '90210', url: 'http://127.0.0.1:1234' }] } },
      ]);
    } finally {
      await devtools.close();
    }
  });

  it('rejects with the browser error message when the command fails', async () => {
    const devtools = await fakeDevTools((m) => ({ id: m.id, error: { message: 'Invalid cookie fields' } }));
    try {
      await expect(setBrowserCookies(devtools.port, [{ name: '', value: '', url: 'x' }])).rejects.toThrow('DevTools Storage.setCookies failed: Invalid cookie fields');
    } finally {
      await devtools.close();
    }
  });

  it('rejects clearly when /json/version has no WebSocket URL', async () => {
    const fetchImpl = (async () => new Response(JSON.stringify({ Browser: 'x' }), { status: 200 })) as typeof fetch;
    await expect(browserWebSocketUrl(9, fetchImpl)).rejects.toThrow('no webSocketDebuggerUrl');
    const failing = (async () => new Response('', { status: 500 })) as typeof fetch;
    await expect(browserWebSocketUrl(9, failing)).rejects.toThrow('answered 500');
  });

  it('keeps a native import() for ESM-only packages', () => {
    expect(importEsm.toString()).toContain('import(specifier)');
  });
});
