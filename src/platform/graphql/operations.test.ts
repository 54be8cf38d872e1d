import { GET_UPDATED_CONFIG, OPERATION_NAMES, operationFor, resultField } from './operations';

describe('operationFor', () => {
  it('uses the live root field for live content', () => {
    expect(operationFor('GET_UPDATED_CONFIG', '')).toBe(GET_UPDATED_CONFIG);
    expect(GET_UPDATED_CONFIG).toContain('query GetUpdatedConfig(');
    expect(GET_UPDATED_CONFIG).toContain('getUpdatedConfig(config: $config');
  });

  it.each(['Preview', 'Prelive'] as const)('reads the %s root field aliased to the live name', (suffix) => {
    for (const name of OPERATION_NAMES) {
      const document = operationFor(name, suffix);
      expect(document).toContain(`${resultField(name)}: ${resultField(name)}${suffix}(`);
    }
  });

  it('returns the same document for the same operation and environment', () => {
    expect(operationFor('GET_SERIES', 'Preview')).toBe(operationFor('GET_SERIES', 'Preview'));
  });

  it('refuses an unknown environment suffix', () => {
    expect(() => operationFor('GET_SERIES', 'Stage' as never)).toThrow(/Unknown environment suffix/);
  });
});
