// Lint: typescript-eslint's recommended rules plus the import directions of architecture.md section 2:
//   domain <- platform <- mfe-* <- root-config (which imports a parcel only through its public entry),
//   no mfe-* importing another, server never imports React code, src/root or scripts; server/rules
//   imports nothing outside itself, configuration neither GraphQL nor transport (ADR 0120, ADR 0190).
// scripts/lint/import-directions.test.ts reintroduces a forbidden import per rule and shows it fails.
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const parcels = ['mfe-configurator', 'mfe-zip-modal', 'mfe-region-gate', 'mfe-no-inventory'];
const upward = (names) => names.flatMap((n) => [`**/${n}`, `**/${n}/**`, `../${n}`, `../${n}/**`, `./${n}`, `./${n}/**`]);
// The rules package's public entries (server/rules/README.md): its top-level files (index: the engine;
// testing: the SAT checker for checks and benchmarks) and the CLI a format is given to. Anything in a
// folder is its inside. (A negation cannot re-include a file inside an excluded folder: hence * / *.)
const rulesInside = ['**/rules/*/*', '!**/rules/cli/cli'];
const serverGroups = [...upward(['platform', 'root-config', ...parcels]), '**/src/root', '**/src/root/**', '**/scripts/**', 'react', 'react-dom', 'react-intl', ...rulesInside];
const depths = (name) => ['..', '../..', '../../..'].flatMap((up) => [`${up}/${name}`, `${up}/${name}/**`]);
// server/rules/<folder>/<file> leaves the package with ../../, server/rules/<file> with ../.
const leavesRules = { nested: ['../../**'], top: ['../**'] };
const reactGroups = [...upward(['platform', 'root-config', ...parcels]), 'react', 'react-dom', 'react-intl'];
// A parcel's public entry is its lifecycles module (what root/parcel-registry.ts loads lazily).
const parcelInside = (up) => [`${up}/mfe-*/**`, `!${up}/mfe-*/*.lifecycles`];
const siblings = (names) => names.flatMap((n) => [`../${n}`, `../${n}/**`]);
const restrict = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

// Two bundles on one page (two Reacts) number useId alike: ids must come from
// platform/page-id.ts, which prefixes them with the parcel's slot.
const noUseId = {
  selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='useId']",
  message: 'use usePageId from platform/page-id: useId repeats across parcels',
};
// One derivation of what the shopper sees (issue 26): parcels read the derived build's totals and
// lines (domain deriveBuild, linesOf); none prices or totals a build itself.
const noViewTotals = {
  selector: "ImportDeclaration[source.value=/domain\\/pricing$/] > ImportSpecifier[imported.name=/^(computeTotals|totalsOf|priceLines)$/]",
  message: 'read build.totalSRP/totalCost and linesOf(build): the build is derived once (domain deriveBuild), views never total it',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', '**/*.js', '**/*.mjs', 'server/graphql/generated/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  restrict(['src/domain/**'], [...upward(['platform', 'root-config', ...parcels]), 'react', 'react-dom', 'react-intl', 'urql', 'xstate'],
    'domain is pure: no platform, parcels, React or IO'),
  restrict(['src/platform/**'], upward(['root-config', ...parcels]), 'platform may import only domain'),
  ...parcels.map((parcel) => restrict([`src/${parcel}/**`], [...upward(['root-config', ...parcels.filter((p) => p !== parcel)])],
    'a parcel talks to other parcels only over the event bus')),
  {
    files: ['src/**'],
    ignores: ['src/platform/page-id.ts'],
    rules: { 'no-restricted-syntax': ['error', noUseId] },
  },
  {
    // Flat config replaces a rule's options per file, so the parcels repeat the useId rule.
    files: parcels.map((parcel) => `src/${parcel}/**`),
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', noUseId, noViewTotals] },
  },
  // The root config imports a parcel only through its public entry; what it shares with a parcel
  // lives in platform or domain (global header, ZIP modal opening, region URLs).
  restrict(['src/root/**'], parcelInside('..'), 'the root config imports only a parcel\'s public entry (*.lifecycles); shared code lives in platform or domain'),
  restrict(['src/root-config.ts', 'src/root-config.shared-react.ts'], parcelInside('.'), 'the root config imports only a parcel\'s public entry (*.lifecycles); shared code lives in platform or domain'),
  restrict(['server/**'], serverGroups, 'server may import src/domain and the public entries of server/rules only, never React code, src/root or scripts'),
  // Server layers (ADR 0120, ADR 0190): the rules engine is a package of its own and knows nothing
  // outside it (the catalog compiles itself to its model); transport and configuration serve GraphQL
  // without depending on it, and configuration throws its own errors, not transport's. Flat config
  // replaces a rule's options per file, so these repeat the server-wide groups. Tests may compose layers.
  {
    ...restrict(['server/rules/*/**'], [...reactGroups, ...leavesRules.nested],
      'server/rules imports nothing outside itself (no server/catalog, graphql, http, configuration, no src/)'),
    ignores: ['**/*.test.ts'],
  },
  {
    ...restrict(['server/rules/*.ts'], [...reactGroups, ...leavesRules.top],
      'server/rules imports nothing outside itself (no server/catalog, graphql, http, configuration, no src/)'),
    ignores: ['**/*.test.ts'],
  },
  // Inside the rules package (server/rules/README.md): the engine core and the importers stand alone; the CLI,
  // bench harness and test oracle are built on them, never the other way round.
  {
    ...restrict(['server/rules/engine/**'], [...reactGroups, ...leavesRules.nested, ...siblings(['importers', 'cli', 'bench', 'tests']), '../index', '../testing'],
      'server/rules/engine is the core: it imports nothing from the importers, CLI, bench or tests'),
    ignores: ['**/*.test.ts'],
  },
  {
    ...restrict(['server/rules/importers/**'], [...reactGroups, ...leavesRules.nested, ...siblings(['cli', 'bench', 'tests']), '../index', '../testing'],
      'server/rules/importers build models on the engine only: no CLI, bench or tests'),
    ignores: ['**/*.test.ts'],
  },
  {
    ...restrict(['server/http/**'], [...serverGroups, ...depths('graphql')],
      'transport depends on neither the GraphQL layer nor React code'),
    ignores: ['**/*.test.ts'],
  },
  {
    ...restrict(['server/configuration/**'], [...serverGroups, ...depths('graphql'), ...depths('http')],
      'configuration throws its own errors (configuration-errors.ts) and depends on neither the GraphQL layer nor transport'),
    ignores: ['**/*.test.ts'],
  },
  {
    // No import cycles in src or server (architecture.md section 2): a cycle means two modules are one
    // responsibility split in the wrong place, and it makes load order decide behaviour (ADR 0120).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
