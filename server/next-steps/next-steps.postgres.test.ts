import { createPgStore } from '../db/pg-store';
import { startPostgresCluster, type PostgresCluster } from '../db/test-support/postgres-cluster';
import { describeNextStepsOn } from './test-support/next-steps.suite';

// A throwaway PostgreSQL server (initdb in a temp folder), stopped when the file ends.
jest.setTimeout(60_000);
let cluster: PostgresCluster | undefined;
describeNextStepsOn(
  'PostgreSQL',
  async () => {
    cluster = await startPostgresCluster();
    return createPgStore(cluster.url, { max: 20 });
  },
  async (store) => {
    await store.close();
    await cluster?.stop();
  },
);
