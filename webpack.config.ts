import path from 'node:path';
import { type BrotliOptions, constants as zlibConstants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { typescriptRule } from './scripts/webpack/typescript-rule';
import { ChunkGroupsPlugin } from './scripts/webpack/chunk-groups-plugin';
import { CHUNK_LOADING_GLOBALS } from './src/domain/host-api';

/**
 * react-intl without its ICU parser (about 11 KB gzip of first-load JS): the formatjs transformer
 * precompiles every defineMessages/formatMessage/FormattedMessage defaultMessage to an AST and
 * drops descriptions, and the locale catalogues (only es.json is ever loaded; English uses the
 * defaultMessages) are compiled to ASTs by scripts/webpack/messages-ast-loader.ts. A string message
 * that slipped past both would reach intl-messageformat, which then reports a FORMAT_ERROR;
 * scripts/webpack/formatjs-transform.test.ts checks that none is left in src/.
 */
const icuParser = require.resolve('@formatjs/icu-messageformat-parser');
const icuNoParser = path.join(path.dirname(icuParser), 'no-parser.js');

const SHARED_SOURCE = /[\\/]src[\\/](platform|domain)[\\/]/;
const isParcelChunk = (chunk: { name?: string | null }): boolean => /^mfe-/.test(chunk.name ?? '');
// The root config starts the model scene's chunk itself on the vehicle page (root/first-scene.ts):
// that chunk group must share the framework and platform chunks like the parcels', not copy them.
const sharesParcelChunks = (chunk: { name?: string | null }): boolean => isParcelChunk(chunk) || chunk.name === 'scene-model';

/**
 * The shared-React build (`webpack --env shared-react`, ADR 0110): react, react-dom and
 * react-dom/client come from the page's window.React / window.ReactDOM (src/root/shared-react.ts);
 * react/jsx-runtime (1 KB, no import of react) stays in. Output in dist/configurator-shared-react,
 * served under /configurator-shared-react/; the demo page's own React is built beside it by
 * scripts/webpack/demo-host-react.config.ts (`npm run build:shared-react` runs both).
 */
const SHARED_REACT_EXTERNALS = { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOM' };

/**
 * Brotli (quality 11) and gzip (level 9) copies of every script and stylesheet, made once at build
 * time and served by the static site when the browser accepts them (ADR 0149). A server compressing
 * on the fly can only afford brotli quality 4: the vehicle page's first-load JS travels as ~146 KB
 * then, ~126 KB at quality 11. On slow 4G those 20 KB are about 0.1 s of the largest paint.
 */
function precompressedCopies(): WebpackPluginInstance[] {
  const common = { test: /\.(?:js|css)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * One entry, `root-config.js`, under a stable name because CMS authors paste its URL into
 * pages; every parcel and every scene is a lazy chunk with a content hash, so a page only
 * downloads the slots it has and browsers cache chunks forever. The default bundle carries its
 * own React; `--env shared-react` builds the variant without it.
 */
export default (env: Record<string, unknown> | undefined, argv: { mode?: 'production' | 'development' }): Configuration => {
  const production = argv.mode !== 'development';
  const sharedReact = Boolean(env?.['shared-react']);
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { 'root-config': sharedReact ? './src/root-config.shared-react.ts' : './src/root-config.ts' },
    ...(sharedReact ? { externalsType: 'window' as const, externals: SHARED_REACT_EXTERNALS } : {}),
    output: {
      path: path.resolve(__dirname, sharedReact ? 'dist/configurator-shared-react' : 'dist/configurator'),
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // 'auto' derives the chunk base from the root-config script's own URL, so the bundle
      // works wherever a host page loads it from.
      publicPath: 'auto',
      clean: true,
      // product.md section 9: a chunk load times out after 120000 ms (ChunkLoadError).
      chunkLoadTimeout: 120000,
      crossOriginLoading: 'anonymous',
      // The one window property webpack adds: a name of the host API (docs/host-api.md), and another
      // per build, so both builds on one page never share an array.
      chunkLoadingGlobal: sharedReact ? CHUNK_LOADING_GLOBALS.sharedReact : CHUNK_LOADING_GLOBALS.default,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      // Every copy of the parser (react-intl, @formatjs/intl and intl-messageformat each nest one)
      // resolves to the top-level package's no-parser entry: the type guards, no parse().
      alias: {
        '@formatjs/icu-messageformat-parser$': icuNoParser,
        // @xstate/react imports the React 16/17 shims of useSyncExternalStore; React 19 has the hook, and
        // the package's own non-shim entries use it (about 0.4 KB gzip of first-load JS). Tests keep the shims.
        'use-sync-external-store/shim/with-selector$': require.resolve('use-sync-external-store/with-selector'),
        'use-sync-external-store/shim$': require.resolve('use-sync-external-store'),
      },
    },
    module: {
      rules: [
        typescriptRule(),
        { test: /[\\/]locales[\\/][a-z]{2}\.json$/, use: path.resolve(__dirname, 'scripts/webpack/messages-ast-loader.ts') },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      ...(production ? precompressedCopies() : []),
      new ChunkGroupsPlugin(),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // terser moves a function used once into its caller. A lazily made page-wide object (the
      // modal stack, kept per document) then closed over the first modal's render scope, and
      // with it that parcel's props and slot for the life of the page (parcel-memory.e2e, ADR 0214).
      minimizeOptions: { javascript: { compress: { passes: 2, reduce_funcs: false } } },
      // Parcels share platform and domain modules (i18n provider, cookies, routes, environment,
      // ZIP) that together stay under webpack's 20 KB default minimum, so webpack copied them
      // into every parcel chunk and the vehicle page downloaded them two or three times. A 5 KB
      // minimum gives them shared chunks (measured: 2.5 KB, 5 KB, 10 KB, 20 KB; 5 KB is smallest).
      splitChunks: {
        chunks: 'async',
        minSize: 5000,
        cacheGroups: {
          // The parcels' stylesheets (about 2 KB gzip together) as one file: one request, not four.
          parcelStyles: { type: 'css/mini-extract', chunks: isParcelChunk, name: 'parcels', enforce: true, priority: 30 },
          // The packages parcels share (UI runtime, react-intl, xstate and their helpers): one chunk.
          framework: { test: /[\\/]node_modules[\\/]/, chunks: sharesParcelChunks, minChunks: 2, name: 'framework', enforce: true, priority: 20 },
          // A package only one chunk uses (urql in the configurator) travels inside that chunk.
          defaultVendors: false,
          // Platform and domain modules two parcels share: one chunk instead of four small ones.
          platform: { test: SHARED_SOURCE, chunks: sharesParcelChunks, minChunks: 2, name: 'platform', enforce: true, priority: 10 },
        },
      },
    },
    performance: { hints: false },
  };
};
