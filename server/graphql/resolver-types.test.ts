import { readFileSync } from 'node:fs';
import { DOMAIN_TYPES_PATH, RESOLVER_TYPES_PATH, generateDomainTypes, generateResolverTypes } from './resolver-types.codegen';

describe('generated resolver types', () => {
  it('match the checked-in schema (run npm run graphql:resolver-types when this fails)', async () => {
    expect(readFileSync(RESOLVER_TYPES_PATH, 'utf8')).toBe(await generateResolverTypes());
  });

  it("the domain's entity types match the checked-in schema too (same command)", async () => {
    expect(readFileSync(DOMAIN_TYPES_PATH, 'utf8')).toBe(await generateDomainTypes());
  });

  it('follow a schema change, so a stale file cannot pass', async () => {
    const schema = 'type Query { getThing(id: String!): Thing! }\ntype Thing { code: String!, note: String }\n';
    const renamed = schema.replace('code: String!', 'itemCode: String!');
    const before = await generateResolverTypes(schema);
    const after = await generateResolverTypes(renamed);
    expect(before).toMatch(/export type GqlThing = \{[^}]*\bcode: Scalars\['String'\]\['output'\];/);
    expect(after).toMatch(/\bitemCode: Scalars\['String'\]\['output'\];/);
    expect(after).not.toBe(before);
    // Nullable result fields stay required (present as null), as the mappers set them.
    expect(before).toMatch(/\bnote: Maybe<Scalars\['String'\]\['output'\]>;/);
  });
});
