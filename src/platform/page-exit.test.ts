import { isIosLike, watchPageExit } from './page-exit';

const DEVICES = {
  windows: { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', platform: 'Win32', maxTouchPoints: 0 },
  android: { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile', platform: 'Linux armv8l', maxTouchPoints: 5 },
  mac: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 0 },
  iphone: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148', platform: 'iPhone', maxTouchPoints: 5 },
  ipad: { userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) Mobile/15E148', platform: 'iPad', maxTouchPoints: 5 },
  touchMac: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 5 },
};

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  visibility = 'visible';
});

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function watch(device: keyof typeof DEVICES) {
  const onExit = jest.fn();
  const stop = watchPageExit(onExit, { window, document, navigator: DEVICES[device] });
  return { onExit, stop };
}

describe('isIosLike', () => {
  it.each([
    ['windows', false],
    ['android', false],
    ['mac', false],
    ['iphone', true],
    ['ipad', true],
    ['touchMac', true],
  ] as const)('%s -> %s', (device, expected) => {
    expect(isIosLike(DEVICES[device])).toBe(expected);
  });
});

describe('watchPageExit', () => {
  it.each(['windows', 'android', 'mac', 'iphone', 'ipad', 'touchMac'] as const)('announces an exit on pagehide on %s', (device) => {
    const { onExit, stop } = watch(device);
    window.dispatchEvent(new Event('pagehide'));
    expect(onExit).toHaveBeenCalledWith('pagehide');
    stop();
  });

  it.each(['windows', 'android', 'mac'] as const)('ignores the page becoming hidden on %s (a tab switch is not an exit)', (device) => {
    const { onExit, stop } = watch(device);
    setVisibility('hidden');
    expect(onExit).not.toHaveBeenCalled();
    stop();
  });

  it.each(['iphone', 'ipad', 'touchMac'] as const)('announces an exit when the page becomes hidden on %s', (device) => {
    const { onExit, stop } = watch(device);
    setVisibility('hidden');
    expect(onExit).toHaveBeenCalledWith('hidden');
    stop();
  });

  it('announces once when hidden is followed by pagehide, and again after the page shows', () => {
    const { onExit, stop } = watch('iphone');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(onExit).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    setVisibility('hidden');
    expect(onExit).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pageshow'));
    window.dispatchEvent(new Event('pagehide'));
    expect(onExit).toHaveBeenCalledTimes(3);
    stop();
  });

  it('falls back to unload where pagehide does not exist', () => {
    const target = new EventTarget();
    const onExit = jest.fn();
    const stop = watchPageExit(onExit, { window: target as unknown as Window, document, navigator: DEVICES.windows });
    target.dispatchEvent(new Event('pagehide'));
    expect(onExit).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('unload'));
    expect(onExit).toHaveBeenCalledWith('unload');
    stop();
  });

  it('stops watching when asked', () => {
    const { onExit, stop } = watch('iphone');
    stop();
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(onExit).not.toHaveBeenCalled();
  });
});
