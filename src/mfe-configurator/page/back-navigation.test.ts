import { watchBackNavigation } from './back-navigation';

function fakeWindow(pathname: string) {
  const target = new EventTarget();
  const location = { pathname, assign: jest.fn<void, [string]>() };
  return { addEventListener: target.addEventListener.bind(target), removeEventListener: target.removeEventListener.bind(target), location, fire: () => target.dispatchEvent(new Event('popstate')) };
}

describe('watchBackNavigation', () => {
  it('reloads the base route plus the last path part on browser back', () => {
    const win = fakeWindow('/configurator/build/step/model/year/2024/series/tacoma/');
    watchBackNavigation({ window: win });
    win.location.pathname = '/espanol/configurator/build/step/color/year/2024/series/tacoma/model/7111/exterior';
    win.fire();
    expect(win.location.assign).toHaveBeenCalledWith('/espanol/configurator/exterior');
  });

  it('reloads the base itself when the path ends with a slash', () => {
    const win = fakeWindow('/configurator/build/step/model/year/2024/series/tacoma/');
    watchBackNavigation({ window: win });
    win.fire();
    expect(win.location.assign).toHaveBeenCalledWith('/configurator/');
  });

  it('ignores a popstate that keeps the rendered path (an in-page anchor)', () => {
    const win = fakeWindow('/configurator/');
    watchBackNavigation({ window: win, renderedPath: () => '/configurator/' });
    win.fire();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('stops watching when disposed', () => {
    const win = fakeWindow('/configurator/sim/');
    const stop = watchBackNavigation({ window: win });
    stop();
    win.fire();
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
