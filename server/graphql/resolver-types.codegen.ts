import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { parse } from 'graphql';

/**
 * Resolver and result types of the data endpoint, generated from the checked-in schema.graphql
 * with graphql-codegen (typescript + typescript-resolvers), so the server's result shapes have one
 * source: the schema the client's documents are also checked against (ADR 0121).
 *
 *   npm run graphql:resolver-types           rewrites server/graphql/generated/resolver-types.ts
 *   npm run graphql:resolver-types -- --check  exits 1 when the file is stale (a test does the same)
 */

const HERE = __dirname;
export const SCHEMA_PATH = path.join(HERE, 'schema.graphql');
export const RESOLVER_TYPES_PATH = path.join(HERE, 'generated', 'resolver-types.ts');

const HEADER = `/* Generated from server/graphql/schema.graphql by server/graphql/resolver-types.codegen.ts: do not edit.
 * Run \`npm run graphql:resolver-types\` after changing the schema. */
`;

/** The generated file's text for the schema text given. */
export async function generateResolverTypes(schemaText: string = readFileSync(SCHEMA_PATH, 'utf8')): Promise<string> {
  const output = await codegen({
    schema: parse(schemaText),
    documents: [],
    filename: RESOLVER_TYPES_PATH,
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptResolvers: resolversPlugin },
    config: {
      // String unions, not TS enums: the domain's ItemType and ChangeType are unions of the same names.
      enumsAsTypes: true,
      // A nullable result field must still be present (null), as the mappers always set it.
      avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      contextType: '../../configuration/data-context#DataContext',
      useTypeImports: true,
      // Resolvers here are synchronous functions returning plain objects.
      resolverTypeWrapperSignature: 'T',
      useIndexSignature: false,
      noSchemaStitching: true,
      // Gql-prefixed so result shapes never clash with the domain entities of the same name.
      typesPrefix: 'Gql',
    },
  });
  return HEADER + output;
}

async function main(argv: readonly string[]): Promise<number> {
  const generated = await generateResolverTypes();
  if (argv.includes('--check')) {
    const current = readFileSync(RESOLVER_TYPES_PATH, 'utf8');
    if (current === generated) return 0;
    process.stderr.write(`${path.relative(process.cwd(), RESOLVER_TYPES_PATH)} is stale: run npm run graphql:resolver-types\n`);
    return 1;
  }
  writeFileSync(RESOLVER_TYPES_PATH, generated);
  process.stdout.write(`wrote ${path.relative(process.cwd(), RESOLVER_TYPES_PATH)}\n`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
