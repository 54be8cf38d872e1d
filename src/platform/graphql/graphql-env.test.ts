/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// tsc proves the documents against graphql-env.d.ts; this proves that file is schema.graphql today.
describe('graphql-env.d.ts', () => {
  it('is what gql.tada generates from server/graphql/schema.graphql (else: npm run graphql:types)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'graphql-env-'));
    try {
      const fresh = join(dir, 'graphql-env.d.ts');
      execFileSync(process.execPath, [join('node_modules', 'gql.tada', 'bin', 'cli.js'), 'generate-output', '--output', fresh], { stdio: 'pipe' });
      expect(readFileSync(fresh, 'utf8')).toBe(readFileSync(join(__dirname, 'graphql-env.d.ts'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
