import { operationFor, startLiveApp, type EnvironmentSuffix, type LiveApp } from './graphql-test-client';

// Integration tests over real HTTP (127.0.0.1, ephemeral port) against the sample catalog.
// The first GetSeries computes every trim's option compatibilities with the rules engine (cached
// afterwards), which on a busy 2-core machine can exceed jest's 5 s default.
jest.setTimeout(30_000);

let live: LiveApp;
beforeAll(async () => {
  live = await startLiveApp();
});
afterAll(async () => {
  await live.close();
});

const SUFFIXES: EnvironmentSuffix[] = ['', 'Preview', 'Prelive'];
const tacoma = { brand: 'toyota', seriesId: 'tacoma', year: 2024 };

describe.each(SUFFIXES)('every root field, variant "%s"', (suffix) => {
  it('GetSeries lists the brand\'s series with per-year data, grades and trims', async () => {
    const { status, body } = await live.gql(operationFor('GET_SERIES', suffix), { brand: 'toyota', region: 'CA', language: 'EN' });
    expect(status).toBe(200);
    const series = body.data!.getSeries as Array<{ id: string; yearSpecificData: Array<{ year: number; grades: unknown[] }> }>;
    expect(series.map((s) => s.id)).toEqual(expect.arrayContaining(['tacoma', 'sienna', 'prius']));
    const prius = series.find((s) => s.id === 'prius')!;
    expect(prius.yearSpecificData.map((y) => y.year)).toEqual([2024, 2025]);
    expect(prius.yearSpecificData[0]!.grades.length).toBeGreaterThan(0);
  });

  it('GetSeries (visualizer shape) narrows to one series-year', async () => {
    const { body } = await live.gql(operationFor('GET_SERIES_VISUALIZER', suffix), {
      ...tacoma,
      region: 'CA',
      showApplicableSeriesForVisualizer: true,
    });
    const [series] = body.data!.getSeries;
    expect(series.id).toBe('tacoma');
    expect(series.yearSpecificData).toHaveLength(1);
    expect(series.exteriorColors.length).toBeGreaterThan(0);
    expect(series.yearSpecificData[0].grades[0].trims[0].cabBed.label).toEqual(expect.any(String));
  });

  it('GetConfigByGrade answers the grade\'s default build', async () => {
    const { body } = await live.gql(operationFor('GET_CONFIG_BY_GRADE', suffix), { configInputGrade: { ...tacoma, gradeName: 'TRD Off-Road' } });
    const config = body.data!.getConfigByGrade;
    expect(config.grade.gradeName).toBe('TRD Off-Road');
    expect(config.currentConfig.packageCodes).toEqual(expect.arrayContaining(['FE', 'QD']));
    expect(config.dph.value).toBeGreaterThan(0);
    expect(config.configImages.exterior[0].url).toMatch(/^\/images\/render\/exterior\/toyota\/tacoma\/2024\//);
  });

  it('GetUpdatedConfig applies the latest items', async () => {
    const { body } = await live.gql(operationFor('GET_UPDATED_CONFIG', suffix), {
      config: { ...tacoma, trim: '7141' },
      latestItemSelected: [{ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'ADD' }],
    });
    const config = body.data!.getUpdatedConfig;
    expect(config.currentConfig.packageCodes).toContain('TC');
    const pr = config.packages.find((p: { code: string }) => p.code === 'PR');
    expect(pr.compatibility.isCompatible).toBe(true);
  });

  it('GetRecommendation answers validity and resolve steps', async () => {
    const { body } = await live.gql(operationFor('GET_RECOMMENDATION', suffix), {
      config: { ...tacoma, trim: '7141' },
      latestItemSelected: { itemCode: 'PR', itemType: 'PACKAGE', changeType: 'ADD' },
    });
    expect(body.data!.getRecommendation).toEqual({
      isConfigValid: false,
      resolveSteps: expect.arrayContaining([
        expect.objectContaining({ applicableTrimId: null, requiredChanges: [{ changeType: 'ADD', itemCode: 'TC', itemType: 'PACKAGE' }] }),
      ]),
    });
  });

  it('GetDeepLinkConfig flags a valid link valid', async () => {
    const { body } = await live.gql(operationFor('GET_DEEP_LINK_CONFIG', suffix), {
      deepLinkConfigInput: { ...tacoma, trim: '7141', packageCodes: ['TC'], exteriorColorCode: '4Y8', interiorColorCode: 'SB20', language: 'EN', region: 'CA' },
    });
    expect(body.data!.getDeepLinkConfig.isDeepLinkValid).toBe(true);
    expect(body.data!.getDeepLinkConfig.config.currentConfig).toMatchObject({ trimId: '7141', exteriorColorCode: '4Y8' });
  });
});

describe('content environments', () => {
  it('shows preview-only content only through the Preview fields', async () => {
    const vars = { configInputGrade: { brand: 'toyota', seriesId: 'tacoma', year: 2025 } };
    const preview = await live.gql(operationFor('GET_CONFIG_BY_GRADE', 'Preview'), vars);
    expect(preview.body.data!.getConfigByGrade.year).toBe(2025);
    const liveAnswer = await live.gql(operationFor('GET_CONFIG_BY_GRADE'), vars);
    expect(liveAnswer.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('shows the prelive grade only through the Prelive fields', async () => {
    const gradeNames = async (suffix: EnvironmentSuffix) => {
      const { body } = await live.gql(operationFor('GET_SERIES_VISUALIZER', suffix), { ...tacoma, region: 'CA' });
      return body.data!.getSeries[0].yearSpecificData[0].grades.map((g: { gradeName: string }) => g.gradeName) as string[];
    };
    const [liveGrades, preliveGrades] = [await gradeNames(''), await gradeNames('Prelive')];
    expect(preliveGrades.length).toBe(liveGrades.length + 1);
  });
});

describe('full configuration content', () => {
  it('marks every colour, package, accessory, wheel and powertrain value with a compatibility', async () => {
    const { body } = await live.gql(operationFor('GET_CONFIG_BY_GRADE'), { configInputGrade: { ...tacoma, trimId: '7141' } });
    const config = body.data!.getConfigByGrade;
    for (const list of [config.exteriorColors, config.interiorColors, config.packages, config.accessories, config.wheels]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(typeof item.compatibility.isCompatible).toBe('boolean');
    }
    for (const option of [config.trim.engine, config.trim.drive, config.trim.transmission, config.trim.cabBed]) {
      expect(option.compatibility.isCompatible).toBe(true);
    }
    const xbars = config.accessories.find((a: { code: string }) => a.code === 'XBARS');
    expect(xbars.compatibility.requiredItems).toEqual([{ itemCode: 'CR', itemType: 'PACKAGE' }]);
  });

  it('lists every cab/bed and powertrain value of the grade with its compatibility', async () => {
    const { body } = await live.gql(operationFor('GET_CONFIG_BY_GRADE'), { configInputGrade: { ...tacoma, trimId: '7141' } });
    const { choices } = body.data!.getConfigByGrade;
    const codes = (list: Array<{ code: string; compatibility: { isCompatible: boolean } }>) =>
      Object.fromEntries(list.map((o) => [o.code, o.compatibility.isCompatible]));
    expect(codes(choices.transmissions)).toEqual({ AT8: true, MT6: true });
    expect(codes(choices.cabBeds)).toEqual({ DC5: true, DC6: true });
    expect(Object.keys(codes(choices.engines))).toEqual(['T24']);
    expect(choices.cabBeds[0].bedLength).toMatch(/in\.$/);
  });

  it('prices a-la-carte attributes against the current trim', async () => {
    const { body } = await live.gql(operationFor('GET_CONFIG_BY_GRADE'), { configInputGrade: { ...tacoma, trimId: '7141' } });
    const trims = body.data!.getConfigByGrade.aLaCartePricing.trims as Array<{ trimId: string; baseMsrp: number; attributes: Record<string, { code: string; msrpDifference: number; conflict: boolean } | null> }>;
    const manual = trims.find((t) => t.trimId === '7142')!;
    expect(manual.attributes.transmission).toEqual({ code: 'MT6', msrpDifference: 0, conflict: false });
    const longBed = trims.find((t) => t.trimId === '7143')!;
    expect(longBed.attributes.cabBed).toEqual({ code: 'DC6', msrpDifference: 300, conflict: false });
    expect(trims.find((t) => t.trimId === '7141')!.attributes.engine).toEqual({ code: 'T24', msrpDifference: 0, conflict: false });
  });

  it('gives luxury images background and time-of-day lists and mass images one background', async () => {
    const lexus = await live.gql(operationFor('GET_CONFIG_BY_GRADE'), { configInputGrade: { brand: 'lexus', seriesId: 'rx', year: 2025 } });
    const image = lexus.body.data!.getConfigByGrade.configImages.exterior[0];
    expect(image.backgrounds.length).toBeGreaterThan(0);
    expect(image.backgrounds[0]).toEqual({ thumbnail: expect.stringMatching(/^\/images\/backgrounds\//), type: expect.any(String) });
    expect(image.timesOfDay[0]).toEqual({ icon: expect.stringMatching(/^\/images\/time-of-day\//), type: expect.any(String) });
    const toyota = await live.gql(operationFor('GET_CONFIG_BY_GRADE'), { configInputGrade: tacoma });
    const massImage = toyota.body.data!.getConfigByGrade.configImages.exterior[0];
    expect(massImage.background).toMatch(/^\/images\/backgrounds\//);
    expect(massImage.backgrounds).toBeNull();
  });

  it('offers seating choices on a grade with seating options', async () => {
    const { body } = await live.gql(operationFor('GET_CONFIG_BY_GRADE'), { configInputGrade: { brand: 'toyota', seriesId: 'sienna', year: 2025, gradeName: 'XLE' } });
    const seating = body.data!.getConfigByGrade.seating as Array<{ value: string }>;
    expect(seating.map((s) => s.value)).toHaveLength(2);
  });
});

describe('selection changes', () => {
  it('switches trim for a powertrain pick and carries the build over', async () => {
    const { body } = await live.gql(operationFor('GET_UPDATED_CONFIG'), {
      config: { ...tacoma, trim: '7141', packageCodes: ['TC'] },
      latestItemSelected: [{ itemCode: 'MT6', itemType: 'TRANSMISSION', changeType: 'ADD' }],
    });
    expect(body.data!.getUpdatedConfig.currentConfig).toMatchObject({ trimId: '7142', packageCodes: expect.arrayContaining(['TC', 'FE', 'QD']) });
  });

  it('removes an accessory and adds package accessories with their package', async () => {
    const { body } = await live.gql(operationFor('GET_UPDATED_CONFIG'), {
      config: { ...tacoma, trim: '7141', accessoryCodes: ['AWFL'] },
      latestItemSelected: [
        { itemCode: 'AWFL', itemType: 'ACCESSORY', changeType: 'REMOVE' },
        { itemCode: 'HITCH', itemType: 'ACCESSORY', changeType: 'ADD' },
      ],
    });
    expect(body.data!.getUpdatedConfig.currentConfig.accessoryCodes).toEqual(['HITCH']);
  });

  it('answers a removal that leaves the build unbuildable with isConfigValid false and the steps to fix it', async () => {
    const { body } = await live.gql(operationFor('GET_UPDATED_CONFIG'), {
      config: { ...tacoma, trim: '7141', packageCodes: ['TC', 'PR'] },
      latestItemSelected: [{ itemCode: 'TC', itemType: 'PACKAGE', changeType: 'REMOVE' }],
    });
    const answer = body.data!.getUpdatedConfig;
    expect(answer.isConfigValid).toBe(false);
    // The cheapest fix puts back what Premium requires (losing the shopper's Premium costs more).
    expect(answer.resolveSteps[0].requiredChanges).toEqual([{ changeType: 'ADD', itemCode: 'TC', itemType: 'PACKAGE' }]);
    // Before the removal the chosen Technology Package said it could not simply go, and why.
    const held = await live.gql(operationFor('GET_UPDATED_CONFIG'), { config: { ...tacoma, trim: '7141', packageCodes: ['TC', 'PR'] }, latestItemSelected: [] });
    const tc = held.body.data!.getUpdatedConfig.packages.find((p: { code: string }) => p.code === 'TC');
    expect(tc.compatibility).toMatchObject({ isRemovable: false, requiredBy: [{ itemCode: 'PR', itemType: 'PACKAGE' }] });
    expect(held.body.data!.getUpdatedConfig).toMatchObject({ isConfigValid: true, resolveSteps: [] });
  });

  it('turns an invalid deep link into the nearest valid build', async () => {
    const { body } = await live.gql(operationFor('GET_DEEP_LINK_CONFIG'), {
      deepLinkConfigInput: { ...tacoma, trim: '7141', packageCodes: ['PR', 'NOPE'], exteriorColorCode: 'ZZZ', accessoryCodes: ['XBARS'] },
    });
    const result = body.data!.getDeepLinkConfig;
    expect(result.isDeepLinkValid).toBe(false);
    const current = result.config.currentConfig;
    expect(current.trimId).toBe('7141');
    expect(current.exteriorColorCode).toBe(result.config.defaultConfig.exteriorColorId.replace(/^ext-/, ''));
    expect(current.packageCodes).not.toContain('NOPE');
    expect(current.packageCodes).not.toContain('PR');
    expect(current.accessoryCodes).toEqual([]);
  });
});
