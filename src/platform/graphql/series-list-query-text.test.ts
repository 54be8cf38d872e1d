import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@0no-co/graphql.web';
import { generatedModuleSource, seriesListQueryTexts } from './series-list-query-text';
import { SERIES_LIST_QUERY } from './series-list-query.generated';

describe('the series list query the root config sends early', () => {
  it('is GET_SERIES today (else: npm run graphql:series-list)', () => {
    expect(readFileSync(join(__dirname, 'series-list-query.generated.ts'), 'utf8')).toBe(generatedModuleSource());
  });

  it('names the live, Preview and Prelive root fields, aliased to getSeries, with __typename as urql adds it', () => {
    expect(SERIES_LIST_QUERY['']).toMatch(/^query GetSeries\(\$brand: String!, \$region: String!, \$language: String\) \{ getSeries\(/);
    expect(SERIES_LIST_QUERY.Preview).toContain('query GetSeriesPreview(');
    expect(SERIES_LIST_QUERY.Preview).toContain('getSeries: getSeriesPreview(');
    expect(SERIES_LIST_QUERY.Prelive).toContain('getSeries: getSeriesPrelive(');
    for (const text of Object.values(SERIES_LIST_QUERY)) {
      expect(text).toContain('__typename');
      expect(text).not.toMatch(/\s{2}|\n/);
      expect(() => parse(text)).not.toThrow();
    }
    expect(seriesListQueryTexts()).toEqual(SERIES_LIST_QUERY);
  });
});
