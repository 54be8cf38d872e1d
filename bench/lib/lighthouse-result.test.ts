import { diagnosticsOf, type LhrLike } from './lighthouse-result';

const node = (selector: string, snippet: string) => ({ type: 'node', selector, snippet });

const lhr: LhrLike = {
  categories: { performance: { score: 0.5 } },
  audits: {
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: node('article > img.cfg-model__image', '<img loading="lazy">') }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 464.3 }, { phase: 'Load Delay', timing: 5179.6 }] },
        ],
      },
    },
    'layout-shifts': { details: { type: 'table', items: [{ node: node('body > footer', '<footer>'), score: 0.12515 }] } },
    'uses-text-compression': { numericValue: 2550, details: { type: 'opportunity', items: [], overallSavingsBytes: 506771 } },
    'total-byte-weight': {
      numericValue: 742648,
      details: { type: 'table', items: [{ url: 'http://127.0.0.1:4000/graphql', totalBytes: 178559 }, { url: 'http://127.0.0.1:4000/configurator/245.js', totalBytes: 276939 }] },
    },
    'mainthread-work-breakdown': { numericValue: 2010.49 },
    'bootup-time': {
      details: { type: 'table', items: [{ url: 'Unattributable', total: 565.7 }, { url: 'http://127.0.0.1:4000/configurator/245.js?v=1', total: 589.4 }] },
    },
  },
};

describe('diagnosticsOf', () => {
  it('names the LCP element, its phases, what shifted and the costliest transfers and scripts', () => {
    expect(diagnosticsOf(lhr)).toEqual({
      lcpElement: 'article > img.cfg-model__image <img loading="lazy">',
      lcpPhasesMs: { TTFB: 464, 'Load Delay': 5180 },
      layoutShiftElements: [{ element: 'body > footer <footer>', score: 0.125 }],
      textCompressionSavingsBytes: 506771,
      totalByteWeight: 742648,
      mainThreadWorkMs: 2010,
      scriptCpuMs: [
        { url: '/configurator/245.js?v=1', ms: 589 },
        { url: 'Unattributable', ms: 566 },
      ],
      largestTransfers: [
        { url: '/configurator/245.js', bytes: 276939 },
        { url: '/graphql', bytes: 178559 },
      ],
    });
  });

  it('tolerates a result without those audits (another Lighthouse version)', () => {
    expect(diagnosticsOf({ categories: {}, audits: {} })).toEqual({
      lcpElement: null,
      lcpPhasesMs: {},
      layoutShiftElements: [],
      textCompressionSavingsBytes: null,
      totalByteWeight: null,
      mainThreadWorkMs: null,
      scriptCpuMs: [],
      largestTransfers: [],
    });
  });
});
