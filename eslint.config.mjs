// Lint: typescript-eslint's recommended rules plus the import direction of architecture.md section 2:
//   domain <- platform <- mfe-* <- root-config, no mfe-* importing another, server never imports React code.
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const parcels = ['mfe-configurator', 'mfe-zip-modal', 'mfe-region-gate', 'mfe-no-inventory'];
const upward = (names) => names.flatMap((n) => [`**/${n}`, `**/${n}/**`, `../${n}`, `../${n}/**`, `./${n}`, `./${n}/**`]);
const serverGroups = [...upward(['platform', 'root-config', ...parcels]), 'react', 'react-dom', 'react-intl'];
const depths = (name) => ['..', '../..', '../../..'].flatMap((up) => [`${up}/${name}`, `${up}/${name}/**`]);
const rulesOutside = ['graphql', 'http', 'configuration'].flatMap(depths);
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
  restrict(['server/**'], serverGroups, 'server may import src/domain only, never React code'),
  // Server layers (ADR 0120): the rules engine is a package of its own and knows nothing of the data
  // endpoint; transport and configuration serve GraphQL without depending on it. Flat config replaces
  // a rule's options per file, so these repeat the server-wide groups. Tests may compose layers.
  {
    ...restrict(['server/rules/**'], [...serverGroups, ...rulesOutside],
      'the rules engine imports nothing from server/graphql, server/http, server/configuration or React code'),
    ignores: ['**/*.test.ts'],
  },
  // Inside the rules package (server/rules/README.md): the engine core and the importers stand alone; the CLI,
  // bench harness, vehicle API and test oracle are built on them, never the other way round.
  {
    ...restrict(['server/rules/engine/**'], [...serverGroups, ...rulesOutside, ...siblings(['importers', 'vehicle', 'cli', 'bench', 'tests']), '../index'],
      'server/rules/engine is the core: it imports nothing from the importers, vehicle API, CLI, bench or tests'),
    ignores: ['**/*.test.ts'],
  },
  {
    ...restrict(['server/rules/importers/**'], [...serverGroups, ...rulesOutside, ...siblings(['vehicle', 'cli', 'bench', 'tests']), '../index'],
      'server/rules/importers build models on the engine only: no vehicle API, CLI, bench or tests'),
    ignores: ['**/*.test.ts'],
  },
  {
    ...restrict(['server/http/**', 'server/configuration/**'], [...serverGroups, ...['../graphql', '../graphql/**', '../../graphql', '../../graphql/**', '../../../graphql', '../../../graphql/**']],
      'transport and configuration depend on neither the GraphQL layer nor React code'),
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
