import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Catalog names are shown as the brand writes them ("RX 350h", "i-FORCE MAX"): CSS never recases
 * them (issue 25: the luxury theme's uppercase buttons turned "350h" into "350H"). Only these
 * selectors may set a case, and each holds a UI label the product writes itself, never a name.
 */
const LABEL_ONLY = new Set(['.cfg-scene-choices__legend', '.cfg-trim__filters legend']);

const SRC = join(__dirname, '..', '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** Every `selector { ... text-transform: X ... }` of a stylesheet (comments dropped; no nesting in our CSS). */
function caseRules(css: string): Array<{ selector: string; value: string }> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Array<{ selector: string; value: string }> = [];
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const value = /text-transform\s*:\s*([^;]+)/.exec(match[2])?.[1].trim();
    if (value) rules.push({ selector: match[1].trim(), value });
  }
  return rules;
}

describe('no stylesheet recases catalog names', () => {
  const files = cssFiles(SRC);

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('sets a case only on label-only selectors; everything else keeps the text as written', () => {
    const offenders = files.flatMap((file) =>
      caseRules(readFileSync(file, 'utf8'))
        .filter(({ selector, value }) => value !== 'none' && value !== 'var(--vc-case-button)' && !LABEL_ONLY.has(selector))
        .map(({ selector, value }) => `${relative(SRC, file)}: ${selector} { text-transform: ${value} }`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the themable button case at none in every theme (buttons and tabs carry names)', () => {
    const cases = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/--vc-case-button\s*:\s*([^;]+);/g)].map((m) => `${relative(SRC, file)}: ${m[1].trim()}`));
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.filter((c) => !c.endsWith(': none'))).toEqual([]);
  });
});
