import { startFirstSceneDownload } from './first-scene';

jest.mock('../mfe-configurator/scenes/model/model.scene', () => {
  modelSceneLoads.count += 1;
  return { default: () => null };
});
const modelSceneLoads = { count: 0 };

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startFirstSceneDownload', () => {
  beforeEach(() => {
    jest.resetModules();
    modelSceneLoads.count = 0;
  });

  it.each([
    { where: 'a deep link onto a build step', html: '<div data-mfe="configurator"></div>', path: '/configurator/build/step/color/year/2024/series/tacoma/model/T1/', expected: 0 },
    { where: 'the trim scene', html: '<div data-mfe="configurator"></div>', path: '/configurator/build/step/model/year/2024/series/tacoma/', expected: 0 },
    { where: 'a page without the configurator', html: '<div data-mfe="zip-modal"></div>', path: '/configurator/', expected: 0 },
    { where: 'the model route of a configurator page', html: '<div data-mfe="configurator"></div>', path: '/espanol/configurator/', expected: 1 },
    { where: 'a page whose region gate waits for a ZIP', html: '<div data-mfe="region-gate"></div><div data-mfe="configurator"></div>', path: '/configurator/', expected: 0 },
  ])('on $where starts the model scene chunk $expected time(s)', async ({ html, path, expected }) => {
    startFirstSceneDownload(page(html), path);
    await flush();
    expect(modelSceneLoads.count).toBe(expected);
  });
});
