import { isChunkLoadError, loadParcelModule, toParcelLifecycles } from './load-parcel';

const noop = async () => undefined;

describe('loadParcelModule', () => {
  it('retries a failed CSS chunk once and reports it under the name ChunkLoadError', async () => {
    const cssError = () => Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    const loader = jest.fn(async () => { throw cssError(); });
    await expect(loadParcelModule(loader, 0)).rejects.toMatchObject({ name: 'ChunkLoadError', message: 'Loading CSS chunk 7 failed.' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('passes a non-chunk error of the retry through unchanged', async () => {
    const loader = jest.fn()
      .mockRejectedValueOnce(Object.assign(new Error('net'), { name: 'ChunkLoadError' }))
      .mockRejectedValueOnce(new RangeError('module init'));
    await expect(loadParcelModule(loader, 0)).rejects.toThrow(RangeError);
  });
});

describe('isChunkLoadError', () => {
  it('recognises only webpack chunk failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('ChunkLoadError'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
});

describe('toParcelLifecycles', () => {
  it('takes named exports, lifecycle arrays or a default export', () => {
    expect(toParcelLifecycles({ mount: noop, unmount: noop })).toEqual({ mount: noop, unmount: noop });
    expect(toParcelLifecycles({ bootstrap: [noop, noop], mount: [noop], unmount: noop, update: noop })).toEqual({
      bootstrap: [noop, noop], mount: [noop], unmount: noop, update: noop,
    });
    expect(toParcelLifecycles({ default: { mount: noop, unmount: noop } })).toEqual({ mount: noop, unmount: noop });
  });

  it.each([null, undefined, 42, {}, { mount: noop }, { mount: noop, unmount: 'x' }, { mount: noop, unmount: noop, bootstrap: 1 }, { mount: [noop, 1], unmount: noop }])(
    'rejects %p with a clear error',
    (value) => {
      expect(() => toParcelLifecycles(value)).toThrow('module does not export single-spa parcel lifecycles');
    },
  );
});
