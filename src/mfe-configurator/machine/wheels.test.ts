import { startConfigurator, startInBuild } from './test-support/start-configurator';
import { encodeBuildUrl } from './build-url';
import type { DeepLinkQuery, UpdatedConfigQuery, RecommendationQuery } from '../data/configurator-api';
import { buildOf } from './build-view';

const pick = (itemType: string, itemCode: string, changeType: 'ADD' | 'REMOVE' = 'ADD') =>
  ({ type: 'user.selectItem', item: { itemType, itemCode, changeType } }) as const as never;

describe('wheels (a pick persists across requests and in the URL)', () => {
  it('a loaded build knows its default wheels', async () => {
    const { build } = await startInBuild();
    expect(buildOf(build().context)!.wheelsCode).toBe('W1');
  });

  it('a compatible wheels pick applies at once with one refresh, and later requests send it', async () => {
    const { to, api, build, settled } = await startInBuild();
    const before = api.calls.length;
    to(pick('WHEELS', 'W2'));
    expect(buildOf(build().context)!.wheelsCode).toBe('W2');
    await settled();
    expect(api.calls.slice(before).map((c) => c.method)).toEqual(['getUpdatedConfig']);
    expect(buildOf(build().context)!.wheelsCode).toBe('W2');
    // The next pick starts from the build holding W2: the server keeps the shopper's wheels.
    to(pick('EXTERIOR_COLOR', '1G3'));
    await settled();
    const last = (api.callsOf('getUpdatedConfig') as UpdatedConfigQuery[]).at(-1)!;
    expect(last.config.wheelsCode).toBe('W2');
    expect(buildOf(build().context)!).toMatchObject({ wheelsCode: 'W2', exteriorColor: expect.objectContaining({ code: '1G3' }) });
  });

  it('an incompatible wheels pick asks for a recommendation first, with the current wheels sent', async () => {
    const { to, api, build, settled } = await startInBuild();
    to(pick('WHEELS', 'W3'));
    expect(build().value).toBe('recommending');
    await settled();
    const [query] = api.callsOf('getRecommendation') as RecommendationQuery[];
    expect(query.config.wheelsCode).toBe('W1');
    expect(buildOf(build().context)!.wheelsCode).toBe('W3');
  });

  it('re-picking the current wheels is a no-op, and undo restores the previous wheels', async () => {
    const { to, api, build, settled } = await startInBuild();
    const before = api.calls.length;
    to(pick('WHEELS', 'W1'));
    expect(api.calls.length).toBe(before);
    to(pick('WHEELS', 'W2'));
    await settled();
    to({ type: 'user.undo' } as never);
    expect(buildOf(build().context)!.wheelsCode).toBe('W1');
    to({ type: 'user.redo' } as never);
    expect(buildOf(build().context)!.wheelsCode).toBe('W2');
  });

  it('URL round trip: the encoded build restores its wheels through the deep link', async () => {
    const { to, build, settled } = await startInBuild();
    to(pick('WHEELS', 'W2'));
    await settled();
    const url = encodeBuildUrl('configurator', buildOf(build().context)!, { step: 'color' });
    expect(url).toContain('whl=W2');
    const [pathname, search] = url.split('?');
    const reloaded = startConfigurator({ pathname, search: `?${search}` });
    await reloaded.settled();
    const [query] = reloaded.api.callsOf('getDeepLinkConfig') as DeepLinkQuery[];
    expect(query.wheelsCode).toBe('W2');
    expect(buildOf(reloaded.build().context)!.wheelsCode).toBe('W2');
    expect(reloaded.build().context.deepLinkInvalid).toBe(false);
  });
});
