import type { CloudClient } from '../../platform/cloud-client/cloud-client';
import { CloudClientError } from '../../platform/cloud-client/cloud-errors';
import type { LiveContentOptions as PlatformOptions } from '../../platform/cloud-client/live-content';
import { liveContentSource, watchedEnvironment, type CatalogChange } from './live-content-source';

const client = { settings: { endpoint: 'http://127.0.0.1/graphql', authMode: 'apiKey', apiKey: 'k', region: 'us-east-1' } } as unknown as CloudClient;
/** The connection's side of the options: the realtime endpoint, and the cloud client loaded on demand. */
const cloud = (realtimeEndpoint?: string) => ({ settings: { realtimeEndpoint }, cloud: async () => client });

/** A stand-in for the platform's watchLiveContent that hands the test its callbacks. */
function fakeWatch(result: 'ok' | Error = 'ok') {
  const calls: PlatformOptions[] = [];
  const stop = jest.fn();
  const watch = jest.fn(async (options: PlatformOptions) => {
    calls.push(options);
    if (result !== 'ok') throw result;
    return { stop };
  });
  return { watch, calls, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchedEnvironment', () => {
  it('watches preview and prelive content, not live or stage pages', () => {
    expect(watchedEnvironment('preview')).toBe('preview');
    expect(watchedEnvironment('preview.stage')).toBe('preview');
    expect(watchedEnvironment('prelive')).toBe('prelive');
    expect(watchedEnvironment('prelive.stage')).toBe('prelive');
    expect(watchedEnvironment('live')).toBeNull();
    expect(watchedEnvironment('stage')).toBeNull();
  });
});

describe('liveContentSource', () => {
  it('is null on a live page or without a realtime endpoint', () => {
    expect(liveContentSource({ ...cloud('ws://127.0.0.1/graphql/realtime'), environment: 'live', brand: 'toyota' })).toBeNull();
    expect(liveContentSource({ ...cloud(undefined), environment: 'preview', brand: 'toyota' })).toBeNull();
  });

  it('passes on changes of its brand, and a resync as "everything"', async () => {
    const { watch, calls, stop } = fakeWatch();
    const source = liveContentSource({ ...cloud('ws://127.0.0.1/graphql/realtime'), environment: 'preview.stage', brand: 'toyota', watch })!;
    const heard: CatalogChange[] = [];
    const unwatch = source.watch((change) => heard.push(change));
    // The cloud client comes with the data layer's chunk: watching starts once it is in.
    expect(calls).toHaveLength(0);
    await flush();
    expect(calls[0]).toMatchObject({ environment: 'preview', cloud: client });
    calls[0].onChange({ version: 'v2', environment: 'preview', brand: 'lexus', seriesId: 'rx', year: 2025 });
    calls[0].onChange({ version: 'v3', environment: 'preview', brand: 'toyota', seriesId: 'tacoma', year: 2025 });
    calls[0].onResync?.('v9');
    expect(heard).toEqual([{ seriesId: 'tacoma', year: 2025 }, {}]);
    unwatch();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('stops the subscription that connects after the parcel already stopped watching', async () => {
    const { watch, stop } = fakeWatch();
    const source = liveContentSource({ ...cloud('ws://x/graphql/realtime'), environment: 'prelive', brand: 'toyota', watch })!;
    source.watch(() => undefined)();
    await flush();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('logs realtime errors and an unavailable endpoint instead of throwing', async () => {
    const log = jest.fn();
    const failing = fakeWatch(new CloudClientError('SUBSCRIBE_REALTIME_ONLY'));
    liveContentSource({ ...cloud('ws://x/r'), environment: 'preview', brand: 'toyota', watch: failing.watch, log })!.watch(() => undefined);
    await flush();
    expect(log).toHaveBeenCalledWith('live content unavailable', expect.any(CloudClientError));
    // The data layer's chunk did not load: no cloud client, nothing to watch, said once.
    const unloaded = fakeWatch();
    liveContentSource({ settings: { realtimeEndpoint: 'ws://x/r' }, cloud: () => Promise.reject(new Error('ChunkLoadError')), environment: 'preview', brand: 'toyota', watch: unloaded.watch, log })!.watch(() => undefined);
    await flush();
    expect(unloaded.watch).not.toHaveBeenCalled();
    expect(log).toHaveBeenLastCalledWith('live content unavailable', expect.objectContaining({ message: 'ChunkLoadError' }));
    const ok = fakeWatch();
    liveContentSource({ ...cloud('ws://x/r'), environment: 'preview', brand: 'toyota', watch: ok.watch, log })!.watch(() => undefined);
    await flush();
    ok.calls[0].onError?.(new CloudClientError('NOT_CONNECTED'));
    expect(log).toHaveBeenCalledWith('live content error', expect.any(CloudClientError));
  });
});
