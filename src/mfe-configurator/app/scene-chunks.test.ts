import { preloadScene, SCENE_CHUNKS } from './scene-chunks';

describe('preloadScene', () => {
  afterEach(() => jest.restoreAllMocks());

  it("requests the scene's chunk", () => {
    const load = jest.spyOn(SCENE_CHUNKS, 'model').mockResolvedValue({ default: () => null });
    preloadScene('model');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has no chunk to load for the error scene', () => {
    const loads = Object.keys(SCENE_CHUNKS).map((name) => jest.spyOn(SCENE_CHUNKS, name as keyof typeof SCENE_CHUNKS));
    preloadScene('error');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the render instead of an unhandled rejection', async () => {
    const failure = Promise.reject(new Error('chunk failed'));
    const handled = jest.spyOn(failure, 'catch');
    jest.spyOn(SCENE_CHUNKS, 'trim').mockReturnValue(failure);
    expect(() => preloadScene('trim')).not.toThrow();
    expect(handled).toHaveBeenCalledTimes(1);
    await expect(failure).rejects.toThrow('chunk failed');
  });
});
