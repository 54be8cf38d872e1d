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
    rules: [{ test: /\.ts$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false } } } }],
  },
  performance: { hints: false },
});
