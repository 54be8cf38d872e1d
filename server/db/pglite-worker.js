'use strict';
/*
 * Hosts one PGlite database in a worker thread for pglite-store.ts. PGlite runs PostgreSQL as
 * synchronous WebAssembly, so in the server's own thread every query would block HTTP handling;
 * here it blocks only this thread. Plain JavaScript: it is loaded by Node directly (also under
 * jest, whose module sandbox cannot run PGlite's dynamic imports).
 */
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

/** What the main thread needs of a database error: SQLSTATE and constraint drive behaviour. */
function plain(error) {
  const e = error || {};
  return { message: String(e.message || e), code: e.code, constraint: e.constraint, detail: e.detail, severity: e.severity };
}

const ready = PGlite.create(workerData.dataDir || undefined);
ready.then(
  () => parentPort.postMessage({ id: 0 }),
  (error) => parentPort.postMessage({ id: 0, error: plain(error) }),
);

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    const db = await ready;
    if (op === 'query') {
      const result = await db.query(sql, params);
      parentPort.postMessage({ id, rows: result.rows });
    } else if (op === 'exec') {
      await db.exec(sql);
      parentPort.postMessage({ id });
    } else if (op === 'close') {
      await db.close();
      parentPort.postMessage({ id });
    } else {
      throw new Error(`unknown op ${op}`);
    }
  } catch (error) {
    parentPort.postMessage({ id, error: plain(error) });
  }
});
