import { setGlobalHeaderHidden } from '../platform/global-header';
import { hideHeaderForBuildStep } from './early-header';

const page = (slot = '<div data-mfe="configurator"></div>'): HTMLElement => {
  document.body.innerHTML = `<header data-global-header id="site">Site</header>${slot}`;
  return document.getElementById('site')!;
};

describe('hideHeaderForBuildStep', () => {
  it('hides the global header on a deep link onto a build step', () => {
    const header = page();
    expect(hideHeaderForBuildStep(document, '/configurator/build/step/color/year/2024/series/camry/model/2532/exterior/')).toBe(true);
    expect(header.hidden).toBe(true);
  });

  it.each([
    ['the model scene', '/configurator/'],
    ['trim selection', '/configurator/build/step/model/year/2024/series/camry/'],
    ['the summary', '/configurator/build/step/summary/year/2024/series/camry/model/2532/'],
  ])('leaves it alone on %s', (_name, pathname) => {
    const header = page();
    expect(hideHeaderForBuildStep(document, pathname)).toBe(false);
    expect(header.hidden).toBe(false);
  });

  it('leaves it alone on a page without a configurator slot', () => {
    const header = page('<div data-mfe="zip-modal"></div>');
    expect(hideHeaderForBuildStep(document, '/configurator/build/step/color/year/2024/series/camry/model/2532/')).toBe(false);
    expect(header.hidden).toBe(false);
  });

  it('hides it the way the configurator does, so the configurator can show it again on another scene', () => {
    const header = page();
    hideHeaderForBuildStep(document, '/configurator/build/step/packages/year/2024/series/camry/model/2532/');
    setGlobalHeaderHidden(document, false);
    expect(header.hidden).toBe(false);
  });
});
