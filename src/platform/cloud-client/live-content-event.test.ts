import { readCatalogEvent } from './live-content';

describe('readCatalogEvent', () => {
  const changed = { kind: 'CHANGED', version: 'v2', environment: 'preview', brand: 'toyota', seriesId: 'tacoma', year: 2024 };

  it('reads a catalog change and a READY event as sent by the server', () => {
    expect(readCatalogEvent({ catalogChanged: changed })).toEqual(changed);
    const ready = { kind: 'READY', version: 'v1', environment: 'preview', brand: null, seriesId: null, year: null };
    expect(readCatalogEvent({ catalogChanged: ready })).toEqual(ready);
  });

  it.each([
    ['no payload', null],
    ['a string', 'catalogChanged'],
    ['another field', { somethingElse: changed }],
    ['an unknown kind', { catalogChanged: { ...changed, kind: 'DELETED' } }],
    ['a numeric version', { catalogChanged: { ...changed, version: 2 } }],
    ['a missing environment', { catalogChanged: { ...changed, environment: undefined } }],
    ['a year as text', { catalogChanged: { ...changed, year: '2024' } }],
    ['a brand as a number', { catalogChanged: { ...changed, brand: 7 } }],
  ])('refuses %s', (_label, data) => {
    expect(readCatalogEvent(data)).toBeUndefined();
  });
});
