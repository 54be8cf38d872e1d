import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { parse } from 'graphql';

/**
 * Types generated from the checked-in schema.graphql with graphql-codegen, so every shape has one
 * source: the schema the client's documents are also checked against (ADR 0121).
 * - the data endpoint's resolver and result types (typescript + typescript-resolvers);
 * - the domain's entity types (src/domain/generated/schema-types.ts, typescript only, no
 *   __typename): src/domain/entities-*.ts name them, adapting only what the client reshapes.
 *
 *   npm run graphql:resolver-types           rewrites both files
 *   npm run graphql:resolver-types -- --check  exits 1 when either is stale (a test does the same)
 */

const HERE = __dirname;
export const SCHEMA_PATH = path.join(HERE, 'schema.graphql');
export const RESOLVER_TYPES_PATH = path.join(HERE, 'generated', 'resolver-types.ts');
export const DOMAIN_TYPES_PATH = path.join(HERE, '..', '..', 'src', 'domain', 'generated', 'schema-types.ts');

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

const DOMAIN_HEADER = `/* Generated from server/graphql/schema.graphql by server/graphql/resolver-types.codegen.ts: do not edit.
 * Run \`npm run graphql:resolver-types\` after changing the schema. The domain's entity types
 * (src/domain/entities-*.ts) are these, named and adapted where the client reshapes a field. */
`;

/** The domain's entity types for the schema text given: every result field present (null when nullable), inputs as sent. */
export async function generateDomainTypes(schemaText: string = readFileSync(SCHEMA_PATH, 'utf8')): Promise<string> {
  const output = await codegen({
    schema: parse(schemaText),
    documents: [],
    filename: DOMAIN_TYPES_PATH,
    plugins: [{ typescript: {} }],
    pluginMap: { typescript: typescriptPlugin },
    config: {
      enumsAsTypes: true,
      avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      maybeValue: 'T | null',
      inputMaybeValue: 'T | null | undefined',
      skipTypename: true,
      useTypeImports: true,
      onlyOperationTypes: false,
    },
  });
  return DOMAIN_HEADER + output;
}

async function main(argv: readonly string[]): Promise<number> {
  const outputs: Array<[string, string]> = [
    [RESOLVER_TYPES_PATH, await generateResolverTypes()],
    [DOMAIN_TYPES_PATH, await generateDomainTypes()],
  ];
  if (argv.includes('--check')) {
    const stale = outputs.filter(([file, text]) => readFileSync(file, 'utf8') !== text);
    for (const [file] of stale) process.stderr.write(`${path.relative(process.cwd(), file)} is stale: run npm run graphql:resolver-types\n`);
    return stale.length ? 1 : 0;
  }
  for (const [file, text] of outputs) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  }
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (error) => {
    process.stderr.write(`${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
