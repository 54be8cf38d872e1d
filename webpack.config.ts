import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import type { Configuration } from 'webpack';

/**
 * One entry, `root-config.js`, under a stable name because CMS authors paste its URL into
 * pages; every parcel and every scene is a lazy chunk with a content hash, so a page only
 * downloads the slots it has and browsers cache chunks forever.
 */
export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { 'root-config': './src/root-config.ts' },
    output: {
      path: path.resolve(__dirname, 'dist/configurator'),
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // 'auto' derives the chunk base from the root-config script's own URL, so the bundle
      // works wherever a host page loads it from.
      publicPath: 'auto',
      clean: true,
      // Spec section 9: a chunk load times out after 120000 ms (ChunkLoadError).
      chunkLoadTimeout: 120000,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      alias: {
        // react-intl's two dependencies each nest their own copy of the same parser version
        // (npm cannot hoist it past a newer top-level copy): bundle one (~10 KB gzip less).
        '@formatjs/icu-messageformat-parser$': path.resolve(__dirname, 'node_modules/intl-messageformat/node_modules/@formatjs/icu-messageformat-parser'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { noEmit: false, sourceMap: true } } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
  };
};
