import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/architecture.md shows a colour pick's path from click to painted total. It must stay at
 * most six hops and name only files and symbols that exist, so a newcomer following it lands in
 * the code it describes (issue 26).
 */
const ROOT = path.resolve(__dirname, '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}
const FILES = sourceFiles(path.join(ROOT, 'src'));

function pickPath(): string[] {
  const start = doc.indexOf('- A colour pick, click to painted total');
  const end = doc.indexOf('\n\n', start);
  const section = doc.slice(start, end);
  return section.split(/\n\s+(?=\d\. )/).slice(1);
}

describe('the pick path in docs/architecture.md', () => {
  const hops = pickPath();

  it('is at most six numbered hops', () => {
    expect(hops.map((h) => Number(h.slice(0, h.indexOf('.'))))).toEqual([1, 2, 3, 4, 5, 6].slice(0, hops.length));
    expect(hops.length).toBeGreaterThanOrEqual(4);
    expect(hops.length).toBeLessThanOrEqual(6);
  });

  it('names files that exist and symbols found in the files its hop names', () => {
    const problems: string[] = [];
    hops.forEach((hop, i) => {
      const tokens = [...hop.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const paths = tokens.filter((t) => /\.tsx?$/.test(t));
      const files = paths.map((p) => {
        const found = FILES.find((f) => f.endsWith(`/${p}`));
        if (!found) problems.push(`hop ${i + 1}: no file ${p}`);
        return found;
      });
      const texts = files.filter((f): f is string => !!f).map((f) => readFileSync(f, 'utf8'));
      for (const token of tokens.filter((t) => !paths.includes(t))) {
        const words = token.match(/[A-Za-z_][\w.]*/g) ?? [];
        for (const word of words) if (!texts.some((text) => text.includes(word))) problems.push(`hop ${i + 1}: ${word} not in ${paths.join(', ')}`);
      }
    });
    expect(problems).toEqual([]);
  });
});
