import path from 'node:path';
import type { Configuration } from 'webpack';

/**
 * The demo host page's own React (demo-host-react.js, see demo-host-react.ts), written into the
 * shared-React build's folder so the demo server serves it beside root-config.js. Not part of
 * the product: a real host page brings its React from its own bundle or import map.
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => ({
  mode: argv.mode === 'development' ? 'development' : 'production',
  devtool: false,
  // And the busy host page's scripts (jQuery with a plugin, its own single-spa: demo-busy-host.js).
  entry: { 'demo-host-react': path.resolve(__dirname, 'demo-host-react.ts'), 'demo-busy-host': path.resolve(__dirname, 'demo-busy-host.js') },
  output: { path: path.resolve(__dirname, '../../dist/configurator-shared-react'), filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      { test: /\.ts$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } } },
      // The busy host's React 18 (ADR 0202): react-dom18 asks for `react`, which must be the React 18
      // installed as react18 (npm lets the peer resolve to the root's React 19 by an override; this
      // is where it truly resolves). Only react-dom18's own modules see the alias.
      { test: /[\\/]node_modules[\\/]react-dom18[\\/]/, resolve: { alias: { react$: require.resolve('react18') } } },
    ],
  },
  performance: { hints: false },
});
