/*
 * A real server process for the multi-process tests (next-steps.processes.test.ts): the whole
 * app on 127.0.0.1, port 0, with the store from DATABASE_URL or PGLITE_DATA_DIR. Prints
 * "LISTENING <url>" when it takes requests; SIGTERM closes it cleanly.
 */
import { buildApp } from '../../app';
import { openStore } from '../../db/open-store';

async function main(): Promise<void> {
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DATA_DIR || undefined });
  const app = await buildApp({ mode: 'test', store });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${address}\n`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => store.close())
      .finally(() => process.exit(0));
  });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
