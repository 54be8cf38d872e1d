import { readFileSync } from 'node:fs';
import { buildSchema, parse, print, validate, specifiedRules, Kind, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { formatDocument } from '@urql/core';
import { ENVIRONMENT_SUFFIXES, OPERATION_NAMES, operationFor, resultField } from './graphql-test-client';
import { SCHEMA_FILE } from './graphql.plugin';
import { MAX_TOKENS, validationRules } from '../http/limits';
// eslint-disable-next-line no-restricted-imports -- test support only: the client's live-only inventory document.
import { INVENTORY_MATCHES_QUERY } from '../../src/platform/graphql/inventory-documents';

const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

describe('client operations against schema.graphql', () => {
  const cases = OPERATION_NAMES.flatMap((name) => ENVIRONMENT_SUFFIXES.map((suffix) => [name, suffix] as const));

  it.each(cases)('%s with suffix "%s" is a valid document within the server limits', (name, suffix) => {
    // As urql sends it: its cache exchange adds `__typename` to every selection set.
    const sent = print(formatDocument(parse(operationFor(name, suffix))));
    const document = parse(sent, { maxTokens: MAX_TOKENS });
    // Every rule the server runs in production: aliases, depth, cost (ADR 0140) and no introspection.
    expect(validate(schema, document, [...specifiedRules, ...validationRules('production')])).toEqual([]);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const root = operation.selectionSet.selections[0] as FieldNode;
    expect(root.name.value).toBe(`${resultField(name)}${suffix}`);
    // Aliased back to the live name so the client reads one shape.
    expect((root.alias ?? root.name).value).toBe(resultField(name));
  });

  it('sends the live-only inventory document within the server limits', () => {
    const document = parse(print(formatDocument(parse(INVENTORY_MATCHES_QUERY))), { maxTokens: MAX_TOKENS });
    expect(validate(schema, document, [...specifiedRules, ...validationRules('production')])).toEqual([]);
  });

  it('covers every root field of the schema', () => {
    // getInventoryMatches is live only (the stock is of vehicles on sale): its own document, above.
    const used = new Set([...cases.map(([name, suffix]) => `${resultField(name)}${suffix}`), 'getInventoryMatches']);
    const rootFields = Object.keys(schema.getQueryType()!.getFields());
    expect(rootFields.filter((field) => !used.has(field))).toEqual([]);
  });

  it('names every operation uniquely', () => {
    const names = cases.map(([name, suffix]) => (parse(operationFor(name, suffix)).definitions[0] as OperationDefinitionNode).name!.value);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((n) => /^Get[A-Za-z]+$/.test(n))).toBe(true);
    expect(cases.every(([name, suffix]) => parse(operationFor(name, suffix)).definitions.every((d) => d.kind === Kind.OPERATION_DEFINITION))).toBe(true);
  });
});
