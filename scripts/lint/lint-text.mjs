/*
 * Lints texts as if they were files of the repository, with its own eslint.config.mjs: reads
 * `[{ "filePath": "src/root/x.ts", "code": "..." }, ...]` on stdin and prints, per text, the rule ids
 * that fired. import-directions.test.ts runs it in a child process, because ESLint loads its
 * (ESM) config with import(), which jest's module sandbox does not allow.
 */
import { ESLint } from 'eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const probes = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: repo });
const out = [];
for (const { filePath, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: join(repo, filePath) });
  out.push(result.messages.map((m) => ({ rule: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
