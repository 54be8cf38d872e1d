import { transform as formatjsTransform } from '@formatjs/ts-transformer';
import type { RuleSetRule } from 'webpack';
import { formatjsOptions } from './formatjs-options';

/**
 * TypeScript through ts-loader with the formatjs transformer (every message precompiled to its ICU
 * AST): the browser bundle and the server-render build (ADR 0213) compile the parcels alike, so
 * the server's markup carries the very texts the browser renders.
 */
export function typescriptRule(): RuleSetRule {
  const formatjs = formatjsTransform(formatjsOptions);
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        compilerOptions: { noEmit: false, sourceMap: true },
        getCustomTransformers: () => ({ before: [formatjs] }),
      },
    },
  };
}
