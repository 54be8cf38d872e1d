import path from 'node:path';
import { buildApp } from './app';

/** Starts the local services with the built bundle and demo pages on 127.0.0.1. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const root = path.resolve(__dirname, '..');
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const app = await buildApp({
    bundleDir: path.join(root, 'dist/configurator'),
    demoDir: path.join(root, 'demo'),
    logger: true,
    mode,
    // Authors editing catalog files see preview/prelive pages update live; production content ships by deploy.
    watchCatalog: mode !== 'production',
  });
  const close = async () => { await app.close(); process.exit(0); };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port, host });
  console.log(`Configurator demo running at http://${host}:${port}/configurator/`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
