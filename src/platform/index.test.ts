import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as platform from './index';

describe('platform barrel', () => {
  it('exposes the platform API by name', () => {
    for (const name of [
      'createEventBus',
      'readZipcode',
      'writeZipcode',
      'pageContext',
      'I18nProvider',
      'loadMessages',
      'createAnalytics',
      'watchPageExit',
      'getModalStack',
      'Modal',
      'ParcelErrorFallback',
      'reactParcelLifecycles',
      'createDealerLookup',
      'getJson',
      'ServiceError',
    ]) {
      expect(typeof (platform as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('uses named exports only (no export *)', () => {
    const source = readFileSync(path.join(__dirname, 'index.ts'), 'utf8');
    expect(source).not.toMatch(/export\s+\*/);
  });

  it('imports nothing outside domain and platform', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(__dirname);
    const offending = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from\s+'(\.\.?\/[^']+)'/g)]
        .map((match) => path.resolve(path.dirname(file), match[1]))
        .filter((target) => target.startsWith(path.resolve(__dirname, '..')) && !target.startsWith(__dirname) && !target.startsWith(path.resolve(__dirname, '../domain')))
        .map((target) => `${path.relative(__dirname, file)} -> ${path.relative(path.resolve(__dirname, '..'), target)}`),
    );
    expect(offending).toEqual([]);
  });
});
