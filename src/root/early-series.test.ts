import { earlySeriesOf, forgetEarlySeries } from '../platform/graphql/early-series';
import { SERIES_LIST_QUERY } from '../platform/graphql/series-list-query.generated';
import { startEarlySeries } from './early-series';

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

/** A fetch answering like the data endpoint (jsdom has no Response). */
const answering = (status: number, body: unknown) => jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response);
const okFetch = () => answering(200, { data: { getSeries: [] } });
const bodyOf = (fetchImpl: ReturnType<typeof okFetch>, call = 0) => JSON.parse(String(fetchImpl.mock.calls[call][1]!.body));

describe('startEarlySeries', () => {
  it('asks for the series list of an API-key configurator slot on the model scene, with the page language and environment, and leaves it on the slot', async () => {
    const doc = page('<div data-mfe="configurator" data-brand=" Lexus " data-endpoint="/graphql" data-api-key="k1"></div>');
    const fetchImpl = okFetch();
    startEarlySeries(doc, '/espanol/configurator/preview/', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', headers: expect.objectContaining({ 'x-api-key': 'k1', 'content-type': 'application/json' }) });
    expect(bodyOf(fetchImpl)).toEqual({
      query: SERIES_LIST_QUERY.Preview,
      operationName: 'GetSeriesPreview',
      variables: { brand: 'lexus', region: 'NATIONAL', language: 'ES' },
    });
    const slot = doc.querySelector('[data-mfe="configurator"]');
    const early = earlySeriesOf(slot);
    expect(early).toMatchObject({ environmentSuffix: 'Preview', variables: { brand: 'lexus', region: 'NATIONAL', language: 'ES' } });
    await expect(early!.answer).resolves.toEqual({ data: { getSeries: [] } });
    // Read as often as a render restarts; forgotten once the parcel mounted, so a remount asks for itself.
    expect(earlySeriesOf(slot)).toBe(early);
    forgetEarlySeries(slot);
    expect(earlySeriesOf(slot)).toBeUndefined();
  });

  it("preloads the first model card's image once the list is in (model scene only)", async () => {
    const list = [
      { id: 'empty', yearSpecificData: [] },
      {
        id: 'rx',
        yearSpecificData: [
          { year: 2024, images: [{ url: '/images/rx-2024.webp', isHero: true }] },
          { year: 2025, images: [{ url: '/images/rx-2025-side.webp', isHero: false }, { url: '/images/rx-2025-hero.webp', isHero: true }] },
        ],
      },
    ];
    const html = '<div data-mfe="configurator" data-brand="lexus" data-endpoint="/graphql" data-api-key="k"></div>';
    const doc = page(html);
    startEarlySeries(doc, '/configurator/', answering(200, { data: { getSeries: list } }));
    await earlySeriesOf(doc.querySelector('[data-mfe="configurator"]'))!.answer;
    await Promise.resolve();
    const links = [...doc.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('fetchpriority')]);
    expect(links).toEqual([['image', '/images/rx-2025-hero.webp', 'high']]);

    // Not while a region gate waits for a ZIP: the ZIP dialog is the first paint then.
    const waiting = page(`<div data-mfe="region-gate"></div>${html}`);
    startEarlySeries(waiting, '/configurator/', answering(200, { data: { getSeries: list } }));
    await earlySeriesOf(waiting.querySelector('[data-mfe="configurator"]'))!.answer;
    await Promise.resolve();
    expect(waiting.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);

    const onTrim = page(html);
    startEarlySeries(onTrim, '/configurator/build/step/model/year/2025/series/rx/', answering(200, { data: { getSeries: list } }));
    await earlySeriesOf(onTrim.querySelector('[data-mfe="configurator"]'))!.answer;
    await Promise.resolve();
    expect(onTrim.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it("follows the slot's own language, and asks on the trim scene too", () => {
    const doc = page('<div data-mfe="configurator" data-brand="toyota" data-endpoint="/graphql" data-api-key="k" data-language="en"></div>');
    const fetchImpl = okFetch();
    startEarlySeries(doc, '/espanol/configurator/build/step/model/year/2024/series/tacoma/', fetchImpl);
    expect(bodyOf(fetchImpl)).toMatchObject({ operationName: 'GetSeries', variables: { language: 'EN' } });
  });

  it.each([
    ['a build step (the first query is the build)', '<div data-mfe="configurator" data-brand="toyota" data-endpoint="/graphql" data-api-key="k"></div>', '/configurator/build/step/color/year/2024/series/tacoma/model/T1/'],
    ['IAM mode (requests are signed)', '<div data-mfe="configurator" data-brand="toyota" data-endpoint="/graphql" data-auth-mode="iam" data-identity-pool-id="p"></div>', '/configurator/'],
    ['no API key', '<div data-mfe="configurator" data-brand="toyota" data-endpoint="/graphql"></div>', '/configurator/'],
    ['no endpoint', '<div data-mfe="configurator" data-brand="toyota" data-api-key="k"></div>', '/configurator/'],
    ['no configurator slot', '<div data-mfe="zip-modal"></div>', '/configurator/'],
  ])('asks nothing on %s', (_, html, path) => {
    const fetchImpl = okFetch();
    startEarlySeries(page(html), path, fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('never throws: a failed request leaves an answer of undefined for the configurator to ignore', async () => {
    const doc = page('<div data-mfe="configurator" data-brand="toyota" data-endpoint="/graphql" data-api-key="k"></div>');
    const failing = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    startEarlySeries(doc, '/configurator/', failing as unknown as typeof fetch);
    await expect(earlySeriesOf(doc.querySelector('[data-mfe="configurator"]'))!.answer).resolves.toBeUndefined();
    const refused = answering(401, { errors: [{ message: 'Unauthorized' }] });
    startEarlySeries(doc, '/configurator/', refused);
    expect(refused).toHaveBeenCalledTimes(1);
    await expect(earlySeriesOf(doc.querySelector('[data-mfe="configurator"]'))!.answer).resolves.toBeUndefined();
  });
});
