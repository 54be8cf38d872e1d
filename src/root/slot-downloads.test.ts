import { loadParcelModule } from './load-parcel';
import { startSlotDownloads } from './slot-downloads';

const chunkError = (): Error => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('startSlotDownloads', () => {
  it('starts one download per parcel whose slot is in the page, before anything mounts', () => {
    document.body.innerHTML = '<div data-mfe="configurator"></div><div data-mfe="configurator"></div><div data-mfe="nope"></div>';
    const configurator = jest.fn(async () => ({ mount: 'c' }));
    const zipModal = jest.fn(async () => ({ mount: 'z' }));
    startSlotDownloads({ configurator, 'zip-modal': zipModal }, document);
    expect(configurator).toHaveBeenCalledTimes(1);
    expect(zipModal).not.toHaveBeenCalled();
  });

  it("hands a slot's first load the download already running, and starts a new one after that", async () => {
    document.body.innerHTML = '<div data-mfe="configurator"></div>';
    let calls = 0;
    const configurator = jest.fn(async () => ({ call: ++calls }));
    const registry = startSlotDownloads({ configurator }, document);
    await expect(registry.configurator!()).resolves.toEqual({ call: 1 });
    expect(configurator).toHaveBeenCalledTimes(1);
    await expect(registry.configurator!()).resolves.toEqual({ call: 2 });
    expect(configurator).toHaveBeenCalledTimes(2);
  });

  it('loads a parcel whose slot the page adds later only when asked', async () => {
    const noInventory = jest.fn(async () => ({ mount: 'n' }));
    const registry = startSlotDownloads({ 'no-inventory': noInventory }, document);
    expect(noInventory).not.toHaveBeenCalled();
    await registry['no-inventory']!();
    expect(noInventory).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed early download quiet until the slot mounts, which retries it once', async () => {
    document.body.innerHTML = '<div data-mfe="region-gate"></div>';
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const regionGate = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ mount: 'r' });
    const registry = startSlotDownloads({ 'region-gate': regionGate }, document);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(loadParcelModule(registry['region-gate']!, 1)).resolves.toEqual({ mount: 'r' });
    expect(regionGate).toHaveBeenCalledTimes(2);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('startSlotDownloads with deferred slots', () => {
  it('does not download a slot the deferral keeps asleep, and loads it on demand later', async () => {
    document.body.innerHTML = '<div data-mfe="configurator"></div><div data-mfe="zip-modal"></div>';
    const configurator = jest.fn(async () => ({ mount: 'c' }));
    const zipModal = jest.fn(async () => ({ mount: 'z' }));
    const registry = startSlotDownloads({ configurator, 'zip-modal': zipModal }, document, (name) =>
      name === 'zip-modal' ? ['zip-modal:open'] : undefined,
    );
    expect(configurator).toHaveBeenCalledTimes(1);
    expect(zipModal).not.toHaveBeenCalled();
    await expect(registry['zip-modal']!()).resolves.toEqual({ mount: 'z' });
    expect(zipModal).toHaveBeenCalledTimes(1);
  });
});
