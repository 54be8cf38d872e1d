import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL server for one test file. */
export interface PostgresCluster {
  url: string;
  /**
   * Stops the server and keeps its data (`pg_ctl stop`; 'fast' ends every session with 57P01, as
   * a restart or failover does). Does not block the event loop: load keeps running meanwhile.
   */
  halt(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections (`pg_ctl start -w`). */
  resume(): Promise<void>;
  /** Stops the server for good and deletes its folder. */
  stop(): Promise<void>;
}

/** The bin folder of the newest installed PostgreSQL (Debian layout), or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** A 127.0.0.1 port nothing listens on (just now). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb into a temp folder and start a server on a free 127.0.0.1 port, sockets in the temp
 * folder. PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]): void => {
    const file = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  const runAsync = (tool: string, args: string[]): Promise<void> =>
    new Promise((resolve, reject) => {
      const file = path.join(bin, tool);
      const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
      execFile(command, argv, (error, _stdout, stderr) => (error ? reject(new Error(`${tool} failed: ${stderr || error.message}`)) : resolve()));
    });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=100`;
  const startArgs = ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start'];
  run('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: (mode = 'fast') => runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    resume: () => runAsync('pg_ctl', startArgs),
    async stop() {
      try {
        // Already halted by the test: nothing to stop.
        if (fs.existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
