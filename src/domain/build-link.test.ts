import { buildLink, buildLinkPath, buildLinkQuery, isBuildCode, readBuildLinkQuery } from './build-link';

const target = {
  seriesId: 'rav4',
  year: 2025,
  trimCode: '4430',
  exteriorColorCode: '040',
  interiorColorCode: 'FB10',
  packageCodes: ['RR', 'FE', 'QD'],
  accessoryCodes: ['CRGNET', 'FAK'],
};

describe('buildLink', () => {
  it('links to the summary route with one repeated parameter per code', () => {
    const link = new URL(buildLink('https://www.example.com/', target, 'en'));
    expect(link.origin).toBe('https://www.example.com');
    expect(link.pathname).toBe('/configurator/build/step/summary/year/2025/series/rav4/model/4430/');
    expect(link.search).toBe('?ext=040&int=FB10&pkg=RR&pkg=FE&pkg=QD&acc=CRGNET&acc=FAK');
  });

  it('follows the Spanish prefix and the environment suffix', () => {
    expect(buildLinkPath({ ...target, environment: 'preview' }, 'es')).toMatch(/^\/espanol\/configurator\/preview\/build\/step\/summary\//);
  });

  it('round-trips through the reader', () => {
    const { search } = new URL(buildLink('http://127.0.0.1:1', target, 'en'));
    expect(readBuildLinkQuery(search)).toEqual({
      exteriorColorCode: '040',
      interiorColorCode: 'FB10',
      packageCodes: ['RR', 'FE', 'QD'],
      accessoryCodes: ['CRGNET', 'FAK'],
      dropped: [],
    });
  });

  it('leaves out codes that are not item codes and writes no query for none', () => {
    expect(buildLinkQuery({ exteriorColorCode: '<x>', packageCodes: ['A B'] })).toBe('');
    expect(buildLinkQuery({ accessoryCodes: ['OK1'] })).toBe('?acc=OK1');
  });

  it('throws a clear error when the route cannot be formed', () => {
    expect(() => buildLinkPath({ ...target, trimCode: '' }, 'en')).toThrow(/trimId/);
  });
});

describe('readBuildLinkQuery', () => {
  it('reads the comma lists of links sent with ADR 0094 names', () => {
    expect(readBuildLinkQuery('exteriorColorCode=040&interiorColorCode=FB10&wheelsCode=W17&packageCodes=RR,FE&accessoryCodes=FAK')).toMatchObject({
      exteriorColorCode: '040',
      interiorColorCode: 'FB10',
      packageCodes: ['RR', 'FE', 'QD'],
      accessoryCodes: ['FAK'],
    });
  });

  it('always includes the default packages and drops duplicates and invalid codes', () => {
    const read = readBuildLinkQuery('?pkg=RR&pkg=RR&acc=%3Cscript%3E&acc=FAK');
    expect(read.packageCodes).toEqual(['RR', 'FE', 'QD']);
    expect(read.accessoryCodes).toEqual(['FAK']);
    expect(read.dropped).toEqual(['<script>']);
  });

  it('answers empty codes for an empty or unrelated query', () => {
    expect(readBuildLinkQuery('')).toEqual({ exteriorColorCode: '', interiorColorCode: '', packageCodes: ['FE', 'QD'], accessoryCodes: [], dropped: [] });
    expect(readBuildLinkQuery('?utm_source=mail').exteriorColorCode).toBe('');
  });

  it('accepts short identifiers as codes and nothing else', () => {
    expect(['040', 'FB10', 'W-17.s', 'a_b'].every(isBuildCode)).toBe(true);
    expect(['', '-x', 'a b', 'x'.repeat(41)].some(isBuildCode)).toBe(false);
  });
});

describe('wheels in the build link', () => {
  it('writes the wheels code as whl between the colors and the packages', () => {
    expect(buildLinkQuery({ exteriorColorCode: '040', wheelsCode: 'W18', packageCodes: ['RR'] })).toBe('?ext=040&whl=W18&pkg=RR');
    expect(new URL(buildLink('https://www.example.com', { ...target, wheelsCode: 'W18' }, 'en')).searchParams.get('whl')).toBe('W18');
  });

  it('writes no whl for a build on its default wheels or for a code that is not an item code', () => {
    expect(buildLinkQuery({ exteriorColorCode: '040', wheelsCode: '' })).toBe('?ext=040');
    expect(buildLinkQuery({ wheelsCode: 'W 18' })).toBe('');
  });

  it('round-trips the wheels code and leaves it out of links that name none', () => {
    const { search } = new URL(buildLink('http://127.0.0.1:1', { ...target, wheelsCode: 'W18' }, 'en'));
    expect(readBuildLinkQuery(search)).toMatchObject({ wheelsCode: 'W18', dropped: [] });
    expect(readBuildLinkQuery('?ext=040')).not.toHaveProperty('wheelsCode');
  });

  it('reads ADR 0094 wheelsCode, keeps the first of several and drops invalid wheels in link order', () => {
    expect(readBuildLinkQuery('exteriorColorCode=040&wheelsCode=W17').wheelsCode).toBe('W17');
    expect(readBuildLinkQuery('?whl=W18&whl=W19').wheelsCode).toBe('W18');
    const read = readBuildLinkQuery('?ext=%3Ca%3E&whl=%3Cb%3E&acc=%3Cc%3E');
    expect(read).not.toHaveProperty('wheelsCode');
    expect(read.dropped).toEqual(['<a>', '<b>', '<c>']);
  });
});
