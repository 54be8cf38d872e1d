import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A flat locale catalogue, id -> message, each message precompiled to its ICU AST. */
export type AstCatalogue = Record<string, MessageFormatElement[]>;

/**
 * Compiles a flat `locales/*.json` catalogue (id -> ICU message string) to ICU ASTs, so the
 * browser bundle can ship react-intl without its message parser (webpack aliases
 * `@formatjs/icu-messageformat-parser` to its `no-parser` entry). Parse options are the
 * parser's defaults, which is what intl-messageformat passes at run time; locations are pruned.
 * Bad input fails the build with the file and message id in the error, never at run time.
 */
export function compileCatalogue(source: string, file = 'catalogue'): AstCatalogue {
  let catalogue: unknown;
  try {
    catalogue = JSON.parse(source);
  } catch (error) {
    throw new Error(`messages-ast-loader: ${file} is not valid JSON (${(error as Error).message})`);
  }
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) {
    throw new Error(`messages-ast-loader: ${file} must be an object of message id -> ICU message`);
  }
  const compiled: AstCatalogue = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`messages-ast-loader: ${file}: message ${id} is not a string`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`messages-ast-loader: ${file}: message ${id} is not valid ICU (${(error as Error).message})`);
    }
  }
  return compiled;
}

/** The webpack loader: JSON in, JSON (the AST catalogue) out, left to webpack's JSON module type. */
export default function messagesAstLoader(this: { resourcePath: string }, source: string): string {
  return JSON.stringify(compileCatalogue(source, this.resourcePath));
}
