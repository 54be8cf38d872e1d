import type { CatalogChange, LiveContentSource } from '../data/live-content-source';
import { connectLiveContent, type CatalogChangedEvent } from './connect-live-content';

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
  it('turns each catalog change into an api.catalogChanged event, and stops on disconnect', () => {
    const sent: CatalogChangedEvent[] = [];
    const { source, stop, emit } = fakeSource();
    const disconnect = connectLiveContent({ send: (event) => sent.push(event) }, source);
    emit({ seriesId: 'tacoma', year: 2025 });
    emit({});
    expect(sent).toEqual([{ type: 'api.catalogChanged', seriesId: 'tacoma', year: 2025 }, { type: 'api.catalogChanged' }]);
    disconnect();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page without live content', () => {
    const send = jest.fn();
    connectLiveContent({ send }, null)();
    expect(send).not.toHaveBeenCalled();
  });
});
