import { buildRequestOf, NextStepsFailure, postShare } from './next-steps-client';
import { jsonResponse, testBuild } from './test-support/next-steps-fixtures';

describe('buildRequestOf', () => {
  it("sends the build's wheels, so the mailed link restores them", () => {
    expect(buildRequestOf({ ...testBuild(), wheelsCode: 'W18' }, 'toyota', 'preview')).toMatchObject({
      brand: 'toyota',
      environment: 'preview',
      seriesId: 'tacoma',
      trimCode: '7102',
      wheelsCode: 'W18',
    });
  });

  it('sends no wheels field for a build without wheels (the server takes the trim default)', () => {
    expect(buildRequestOf({ ...testBuild(), wheelsCode: null }, 'toyota', 'live')).not.toHaveProperty('wheelsCode');
  });
});

describe('rate limits at the client boundary', () => {
  const share = { recipient: 'a@example.com', comment: '', lang: 'en' as const, build: buildRequestOf(testBuild(), 'toyota', 'live') };

  it.each([
    ['our 429 body', () => jsonResponse(429, { code: 'rate-limited', message: 'Too many requests.' })],
    ['a bare 429 from a proxy', () => ({ ok: false, status: 429, json: async () => JSON.parse('Too Many Requests') }) as unknown as Response],
  ])('maps %s to the tooManyRequests message', async (_label, answer) => {
    const failure = await postShare(async () => answer(), share).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NextStepsFailure);
    expect((failure as NextStepsFailure).messageKey).toBe('tooManyRequests');
  });
});
