import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import messagesAstLoader, { compileCatalogue } from './messages-ast-loader';

const locales = path.resolve(__dirname, '../../locales');

describe('messages-ast-loader', () => {
  it('compiles each message to the AST intl-messageformat would parse at run time', () => {
    const compiled = compileCatalogue(JSON.stringify({ a: 'Hola {name}', b: '{n, plural, one {# mes} other {# meses}}' }));
    expect(compiled.a).toEqual(parse('Hola {name}'));
    expect(compiled.a[0]).toEqual({ type: TYPE.literal, value: 'Hola ' });
    expect(new IntlMessageFormat(compiled.b, 'es-US').format({ n: 36 })).toBe('36 meses');
  });

  it('formats every message of the real Spanish catalogue the same from AST as from the string', () => {
    const source = readFileSync(path.join(locales, 'es.json'), 'utf8');
    const strings = JSON.parse(source) as Record<string, string>;
    const compiled = compileCatalogue(source, 'es.json');
    expect(Object.keys(compiled)).toEqual(Object.keys(strings));
    for (const [id, message] of Object.entries(strings)) {
      expect(compiled[id]).toEqual(parse(message));
    }
  });

  it('as a loader returns JSON text for webpack, naming the file in errors', () => {
    const out = messagesAstLoader.call({ resourcePath: '/x/locales/es.json' }, '{"k":"Sí"}');
    expect(JSON.parse(out)).toEqual({ k: [{ type: TYPE.literal, value: 'Sí' }] });
    expect(() => messagesAstLoader.call({ resourcePath: '/x/locales/es.json' }, '{"k":')).toThrow(/\/x\/locales\/es\.json is not valid JSON/);
  });

  it('rejects bad catalogues with a clear error instead of shipping them', () => {
    expect(() => compileCatalogue('[]', 'es.json')).toThrow(/must be an object/);
    expect(() => compileCatalogue('{"k": 3}', 'es.json')).toThrow(/message k is not a string/);
    expect(() => compileCatalogue('{"k": "{n, plural, one {x}}"}', 'es.json')).toThrow(/message k is not valid ICU/);
  });
});
