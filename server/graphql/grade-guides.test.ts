import { operationFor, startLiveApp, type EnvironmentSuffix, type LiveApp } from './graphql-test-client';

// Issue 27: every grade card can say whom the grade suits and what it adds over the grade below,
// in both languages, for every series of both brands and every environment. Read through the real
// endpoint with the client's own document (GetSeriesVisualizer).
jest.setTimeout(60_000);

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(async () => {
  await live.close();
});

interface WireGrade {
  gradeName: string;
  suits: string;
  adds: string[];
  addsOver: string | null;
}

async function seriesYears(suffix: EnvironmentSuffix, brand: string): Promise<Array<{ id: string; year: number }>> {
  const { body } = await live.gql(operationFor('GET_SERIES', suffix), { brand, region: 'CA', language: 'EN' });
  const list = body.data!.getSeries as Array<{ id: string; yearSpecificData: Array<{ year: number }> }>;
  return list.flatMap((s) => s.yearSpecificData.map((y) => ({ id: s.id, year: y.year })));
}

async function grades(suffix: EnvironmentSuffix, brand: string, seriesId: string, year: number, language: 'EN' | 'ES'): Promise<WireGrade[]> {
  const { body } = await live.gql(operationFor('GET_SERIES_VISUALIZER', suffix), { brand, region: 'CA', language, seriesId, year, showApplicableSeriesForVisualizer: true });
  return body.data!.getSeries[0].yearSpecificData[0].grades as WireGrade[];
}

describe.each(['', 'Preview', 'Prelive'] as EnvironmentSuffix[])('grade guides, environment "%s"', (suffix) => {
  it.each(['toyota', 'lexus'])('%s: every grade says whom it suits and, above the first, two or three things it adds over the grade below, in English and Spanish', async (brand) => {
    const years = await seriesYears(suffix, brand);
    expect(years.length).toBeGreaterThan(0);
    for (const { id, year } of years) {
      const [en, es] = [await grades(suffix, brand, id, year, 'EN'), await grades(suffix, brand, id, year, 'ES')];
      en.forEach((grade, i) => {
        const where = `${brand} ${id} ${year} ${grade.gradeName}`;
        expect({ where, suits: grade.suits.length > 10 }).toEqual({ where, suits: true });
        // The grade below is the previous card (grades come cheapest first).
        expect({ where, over: grade.addsOver }).toEqual({ where, over: i === 0 ? null : en[i - 1]!.gradeName });
        expect({ where, adds: i === 0 ? grade.adds.length === 0 : grade.adds.length >= 2 && grade.adds.length <= 3 }).toEqual({ where, adds: true });
        // Spanish: the same shape, other words (names such as "F SPORT" may stay).
        const spanish = es[i]!;
        expect({ where, suits: spanish.suits !== grade.suits && spanish.suits.length > 10, adds: spanish.adds.length }).toEqual({ where, suits: true, adds: grade.adds.length });
        expect({ where, translated: spanish.adds.some((text, k) => text !== grade.adds[k]) || grade.adds.length === 0 }).toEqual({ where, translated: true });
      });
    }
  });
});
