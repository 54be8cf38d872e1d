import type { Opts } from '@formatjs/ts-transformer';

/**
 * Options of the formatjs ts-transformer in ts-loader (webpack.config.ts): every
 * defineMessages/formatMessage/FormattedMessage defaultMessage precompiled to an ICU AST (the
 * browser bundle has no message parser), descriptions dropped, ids kept as written, whitespace
 * preserved so the shipped texts equal the checked catalogues exactly.
 */
export const formatjsOptions: Opts = { ast: true, preserveWhitespace: true, removeDefaultMessage: false };
