import path from 'node:path';
import { optimize, type Configuration } from 'webpack';
import { typescriptRule } from './typescript-rule';

/**
 * The server-render build (ADR 0213): the parcels' first screens rendered to HTML by Node, from the
 * very modules the browser bundle runs, so the markup the browser hydrates is the markup React
 * would render. ts-node cannot load those modules (they import CSS and a JSON catalogue through
 * webpack loaders), so this is a webpack build too: target node, one file (dist/ssr/render.js),
 * stylesheets dropped (the browser bundle carries them), the catalogue compiled as in the browser.
 * The server loads it with require(); `npm run build` and `npm test` build it beside the bundle.
 */
export const SSR_OUTPUT_DIR = path.resolve(__dirname, '../../dist/ssr');

const icuParser = require.resolve('@formatjs/icu-messageformat-parser');

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => ({
  mode: argv.mode === 'development' ? 'development' : 'production',
  target: 'node20',
  devtool: 'source-map',
  entry: { render: path.resolve(__dirname, '../../src/ssr/render-first-screen.tsx') },
  output: { path: SSR_OUTPUT_DIR, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  // jsdom reads its own files at run time and is a dependency of the server: required, not bundled.
  externals: { jsdom: 'commonjs jsdom' },
  resolve: {
    extensions: ['.ts', '.tsx', '.js'],
    // Same module graph as the browser bundle: precompiled messages, no ICU parser.
    alias: { '@formatjs/icu-messageformat-parser$': path.join(path.dirname(icuParser), 'no-parser.js') },
  },
  module: {
    rules: [
      typescriptRule(),
      { test: /[\\/]locales[\\/][a-z]{2}\.json$/, use: path.resolve(__dirname, 'messages-ast-loader.ts') },
      // A stylesheet import is a side effect for the browser only.
      { test: /\.css$/, type: 'javascript/auto', use: path.resolve(__dirname, 'no-css-loader.ts') },
    ],
  },
  // Lazy chunks (scenes, the Spanish catalogue) in the one file: the server awaits them before rendering.
  plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
});
