import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { transform } from '@formatjs/ts-transformer';
import { formatjsOptions } from './formatjs-options';

/**
 * The browser bundle has no ICU parser, so a defaultMessage the transformer cannot see (a
 * descriptor outside defineMessages/formatMessage/FormattedMessage) would render with a
 * FORMAT_ERROR in production while every jsdom test, which parses at run time, stays green.
 */
const src = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function compile(fileName: string, text: string): string {
  return ts.transpileModule(text, {
    fileName,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX },
    transformers: { before: [transform(formatjsOptions)] },
  }).outputText;
}

// locale-checks.ts scans source text for descriptors (its regexes mention defaultMessage) and is
// only imported by tests, never bundled.
const notBundled = new Set([path.join(src, 'platform/i18n/locale-checks.ts')]);

const stringDefaultMessage = /defaultMessage\s*:\s*["'`]|defaultMessage=["'{]/;

describe('formatjs ts-transformer over src/', () => {
  it('turns defineMessages texts into ASTs and drops descriptions', () => {
    const out = compile(
      'x.ts',
      "import { defineMessages } from 'react-intl';\nexport const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'Hi  {name}', description: 'greeting' } });",
    );
    expect(out).not.toMatch(stringDefaultMessage);
    expect(out).not.toContain('greeting');
    expect(out).toContain('"Hi  "');
  });

  it('leaves no string defaultMessage in any browser source file', () => {
    const files = sourceFiles(src).filter((file) => !notBundled.has(file));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('defaultMessage') && stringDefaultMessage.test(compile(file, text));
    });
    expect(offenders.map((file) => path.relative(src, file))).toEqual([]);
  });
});
