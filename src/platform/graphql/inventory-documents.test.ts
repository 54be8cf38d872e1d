import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { INVENTORY_MATCHES_QUERY } from './inventory-documents';

describe('inventory matches document', () => {
  it('is valid against the server schema and sends no fragment', () => {
    const schema = buildSchema(readFileSync(path.join(__dirname, '../../../server/graphql/schema.graphql'), 'utf8'));
    expect(validate(schema, parse(INVENTORY_MATCHES_QUERY))).toEqual([]);
    expect(INVENTORY_MATCHES_QUERY).toContain('query GetInventoryMatches($input: InventoryMatchInput!)');
    expect(INVENTORY_MATCHES_QUERY).not.toContain('fragment ');
  });
});
