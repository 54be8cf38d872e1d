/*
 * Shared pieces of the fault suite (npm run test:faults, issue 18): the app in this process on
 * 127.0.0.1 with a memory store, the real server (server/index.ts, what `npm start` runs) as a
 * child process, and the one list of messages that must never reach a client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { openStore } from '../../server/db/open-store';
import type { SqlStore } from '../../server/db/sql-store';

export const ROOT = path.resolve(__dirname, '../..');

/**
 * Text of the JavaScript engine, Node or the file system: a response that carries any of these
 * leaks internals (issue 18, point 8 leaked "Maximum call stack size exceeded").
 */
export const INTERNAL_MESSAGE =
  /Maximum call stack|call stack size|out of memory|Cannot read propert|Cannot set propert|is not a function|is not iterable|undefined is not|Unexpected token|in JSON at position|TypeError|RangeError|ReferenceError|ENOENT|EACCES|EISDIR|ENOTDIR|ENOSPC|node_modules|\/work\/|\.ts:\d+|\.js:\d+|PGlite|pglite|SQLSTATE|violates|relation "|syntax error at/i;

export interface LiveServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The whole app on an ephemeral 127.0.0.1 port. */
export async function startApp(options: AppOptions): Promise<LiveServer> {
  const app = await buildApp(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** A memory PGlite with the migrations applied (one per test file: it takes seconds to start). */
export function memoryStore(): Promise<SqlStore> {
  return openStore({});
}

/** A fetch that gives up after `ms`: a hang is a failure, never a stuck test. */
export async function fetchWithin(url: string, init: RequestInit = {}, ms = 10_000): Promise<{ status: number; text: string; headers: Headers; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, ms: performance.now() - started };
}

export interface ServerChild {
  child: ChildProcess;
  /** Resolves with the URL once the server listens; rejects when it exits first. */
  listening: Promise<string>;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
}

/** Runs server/index.ts (what `npm start` runs after building) with `env`, on port 0. */
export function spawnServer(env: Record<string, string>): ServerChild {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/ts-node/dist/bin.js'), '--transpile-only', path.join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += String(chunk)));
  child.stderr!.on('data', (chunk) => (err += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (): void => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}) before listening\n${err}`)));
  });
  listening.catch(() => undefined);
  return { child, listening, exited, stdout: () => out, stderr: () => err };
}

/** Ends a child this suite started (SIGKILL), if it still runs. */
export async function killChild(server: ServerChild): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
