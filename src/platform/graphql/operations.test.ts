import { GET_UPDATED_CONFIG, OPERATION_NAMES, documentFor, operationFor, resultField } from './operations';

describe('operationFor', () => {
  it('uses the live root field for live content, with the fragments inlined', () => {
    const text = operationFor('GET_UPDATED_CONFIG', '');
    expect(text).toContain('query GetUpdatedConfig(');
    expect(text).toContain('getUpdatedConfig(config: $config');
    expect(text).not.toContain('fragment ');
    expect(text).not.toContain('...');
    // Every field of the shared selections is there, as in the source document.
    expect(text).toContain('currentConfig {');
    expect(text).toMatch(/exteriorColors \{\s+code\s+id\s+title/);
  });

  it.each(['Preview', 'Prelive'] as const)('reads the %s root field aliased to the live name', (suffix) => {
    for (const name of OPERATION_NAMES) {
      const document = operationFor(name, suffix);
      expect(document).toContain(`${resultField(name)}: ${resultField(name)}${suffix}(`);
    }
  });

  it('returns the same document for the same operation and environment', () => {
    expect(documentFor('GET_SERIES', 'Preview')).toBe(documentFor('GET_SERIES', 'Preview'));
    expect(documentFor('GET_UPDATED_CONFIG')).not.toBe(GET_UPDATED_CONFIG);
  });

  it('sends one operation per document, without the source location urql would key it by', () => {
    for (const name of OPERATION_NAMES) {
      const document = documentFor(name, 'Preview');
      expect(document.definitions.map((d) => d.kind)).toEqual(['OperationDefinition']);
      expect(document.loc).toBeUndefined();
    }
  });

  it('no longer sends currentSelectedConfig with a config update (the server never read it)', () => {
    expect(operationFor('GET_UPDATED_CONFIG')).not.toContain('currentSelectedConfig');
    expect(operationFor('GET_RECOMMENDATION')).toContain('currentSelectedConfig: $currentSelectedConfig');
  });

  it('refuses an unknown environment suffix', () => {
    expect(() => operationFor('GET_SERIES', 'Stage' as never)).toThrow(/Unknown environment suffix/);
  });
});
