import type { CatalogChange, LiveContentSource } from '../data/live-content-source';
import type { CatalogChangedEvent } from './build-context';
import { connectLiveContent } from './connect-live-content';

function fakeSource() {
  let listener: ((change: CatalogChange) => void) | null = null;
  const stop = jest.fn();
  const source: LiveContentSource = {
    watch: (onChange) => {
      listener = onChange;
      return stop;
    },
  };
  return { source, stop, emit: (change: CatalogChange) => listener?.(change) };
}

describe('connectLiveContent', () => {
  it('sends each catalog change as api.catalogChanged to the root (series list) and the build, and stops on disconnect', () => {
    const sent: CatalogChangedEvent[] = [];
    const toBuild: CatalogChangedEvent[] = [];
    const { source, stop, emit } = fakeSource();
    const system = { get: (id: string) => (id === 'build' ? { send: (event: never) => void toBuild.push(event) } : undefined) };
    const disconnect = connectLiveContent({ send: (event) => void sent.push(event), system }, source);
    emit({ seriesId: 'tacoma', year: 2025 });
    emit({});
    const expected = [{ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2025 }, { type: 'api.catalogChanged' }];
    expect(sent).toEqual(expected);
    expect(toBuild).toEqual(expected);
    disconnect();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without live content', () => {
    const send = jest.fn();
    connectLiveContent({ send, system: { get: () => undefined } }, null)();
    expect(send).not.toHaveBeenCalled();
  });
});
