import { loadScene, preloadScene, SCENE_CHUNKS } from './scene-chunks';

describe('loadScene and preloadScene', () => {
  afterEach(() => jest.restoreAllMocks());

  it("requests the scene's chunk once, however often it is asked for", () => {
    const load = jest.spyOn(SCENE_CHUNKS, 'model').mockResolvedValue({ default: () => null });
    preloadScene('model');
    preloadScene('model');
    loadScene('model');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the component synchronously once the chunk is in', async () => {
    const Scene = () => null;
    jest.spyOn(SCENE_CHUNKS, 'summary').mockResolvedValue({ default: Scene });
    const first = loadScene('summary');
    expect(first.value).toBeUndefined();
    await first.promise;
    expect(loadScene('summary').value).toBe(Scene);
  });

  it('has no chunk to load for the error scene', () => {
    const loads = Object.keys(SCENE_CHUNKS).map((name) => jest.spyOn(SCENE_CHUNKS, name as keyof typeof SCENE_CHUNKS));
    preloadScene('error');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed download as failed, for the render to throw, without an unhandled rejection', async () => {
    const error = new Error('chunk failed');
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      jest.spyOn(SCENE_CHUNKS, 'trim').mockRejectedValue(error);
      expect(() => preloadScene('trim')).not.toThrow();
      await expect(loadScene('trim').promise).rejects.toBe(error);
      expect(loadScene('trim').failed).toEqual({ error });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
