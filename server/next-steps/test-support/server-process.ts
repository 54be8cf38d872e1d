import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: the process dies mid-request, as in a crash or a lost machine. */
  kill(): Promise<void>;
  /** SIGTERM: a clean shutdown. */
  stop(): Promise<void>;
}

/** Starts next-steps-server.ts in its own Node process and waits for it to listen. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/ts-node/dist/bin.js'), '--transpile-only', path.join(__dirname, 'next-steps-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms\n${stderr}`)), timeoutMs);
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const match = /LISTENING (\S+)/.exec(out);
      if (match) { clearTimeout(timer); resolve(match[1]!); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited (${code})\n${stderr}`)); });
  });
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
