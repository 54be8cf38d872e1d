import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, specifiedRules, Kind, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { ENVIRONMENT_SUFFIXES, OPERATION_NAMES, operationFor, resultField } from './graphql-test-client';
import { SCHEMA_FILE } from './graphql.plugin';
import { MAX_TOKENS, validationRules } from '../http/limits';

const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

describe('client operations against schema.graphql', () => {
  const cases = OPERATION_NAMES.flatMap((name) => ENVIRONMENT_SUFFIXES.map((suffix) => [name, suffix] as const));

  it.each(cases)('%s with suffix "%s" is a valid document within the server limits', (name, suffix) => {
    const document = parse(operationFor(name, suffix), { maxTokens: MAX_TOKENS });
    // Every rule the server runs in production: aliases, depth, cost (ADR 0140) and no introspection.
    expect(validate(schema, document, [...specifiedRules, ...validationRules('production')])).toEqual([]);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const root = operation.selectionSet.selections[0] as FieldNode;
    expect(root.name.value).toBe(`${resultField(name)}${suffix}`);
    // Aliased back to the live name so the client reads one shape.
    expect((root.alias ?? root.name).value).toBe(resultField(name));
  });

  it('covers every root field of the schema', () => {
    const used = new Set(cases.map(([name, suffix]) => `${resultField(name)}${suffix}`));
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
