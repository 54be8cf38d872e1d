import type { Config } from 'jest';

// react-intl, @formatjs and the cookie packages under fastify.inject ship ESM only, so ts-jest
// must transform them too (Node 20 cannot require ESM).
// content-disposition (ESM) sits nested under mercurius/node_modules/@fastify/static, so the
// pattern also lets through any path whose LAST package is one of these. mercurius loads
// quick-lru (ESM) with a dynamic import(), which jest only runs once ts-jest has turned it into require.
// graphql-codegen's plugins (the resolver-types staleness test) require auto-bind, ESM only.
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'tslib', 'cookie', 'set-cookie-parser', 'content-disposition', 'mercurius', 'quick-lru', 'auto-bind', 'pixelmatch'];
const esm = esmPackages.join('|');
const transformIgnorePatterns = [`/node_modules/(?!(${esm})/)(?!.*/node_modules/(${esm})/)`];

const tsJest: Config['transform'] = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    'ts-jest',
    { tsconfig: { module: 'CommonJS', moduleResolution: 'Node10', ignoreDeprecations: '6.0', jsx: 'react-jsx', allowJs: true, isolatedModules: true } },
  ],
};

const shared = {
  transform: tsJest,
  transformIgnorePatterns,
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/style-stub.ts',
  },
};

/**
 * Three projects: browser-side code on jsdom, server code on node, and the end-to-end
 * suite (Playwright driving Debian chromium), which scripts/run-tests.js runs separately
 * and in band because it starts real servers and a browser.
 */
const config: Config = {
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
      setupFilesAfterEnv: ['<rootDir>/test/setup-web.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/bench', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
    },
    {
      // Issue 18's fault suite (npm run test:faults): real servers, child processes, a tmpfs when root.
      ...shared,
      displayName: 'faults',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/faults'],
      testMatch: ['**/*.fault.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e.ts'],
    },
  ],
};

export default config;
