import { createPgliteStore } from '../db/pglite-store';
import { describeNextStepsOn } from './test-support/next-steps.suite';

// One in-memory PGlite for the whole file: it takes seconds and hundreds of MB to start.
jest.setTimeout(60_000);
describeNextStepsOn('PGlite', () => createPgliteStore(), (store) => store.close());
