import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ModelError } from '../engine/model-error';
import type { RuleModel, TableConstraint } from '../engine/rule-model';

/** Parses `domains.txt`: one `Name : v1, v2, ...` per line. */
export function parseClibDomains(text: string, source: string): RuleModel['variables'] {
  const vars: RuleModel['variables'] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const m = /^([^:\s]+)\s*:\s*(.*)$/.exec(line);
    if (!m) throw new ModelError(source, i + 1, 'expected "Name : value, value, ..."');
    const values = m[2].split(',').map((v) => v.trim()).filter(Boolean);
    if (values.length === 0) throw new ModelError(source, i + 1, `variable ${m[1]} has no values`);
    vars.push({ name: m[1], values });
  });
  return vars;
}

/**
 * Parses one CLib `.pm` table: a disjunction `or( ... or)` of allowed tuples, one per line
 * (`VarA = x and VarB = y ...`, the same variables on every line). Nested `or( ... or)`
 * groups are sub-disjunctions: their tuples simply join the table.
 */
export function parseClibTable(text: string, source: string, domains?: Map<string, Set<string>>): TableConstraint {
  const lines = text.split(/\r?\n/);
  let scope: string[] | undefined;
  const tuples: string[][] = [];
  let depth = 0;
  let opened = false;
  lines.forEach((raw, i) => {
    // Tokens "or(" and "or)" may share a line with a tuple; split them out.
    for (const piece of raw.split(/(or\(|or\))/)) {
      const line = piece.trim();
      if (line === '') continue;
      if (line === 'or(') {
        if (opened && depth === 0) throw new ModelError(source, i + 1, 'content after the table was closed');
        opened = true;
        depth++;
        continue;
      }
      if (line === 'or)') {
        if (depth === 0) throw new ModelError(source, i + 1, 'unbalanced "or)"');
        depth--;
        continue;
      }
      if (depth === 0) throw new ModelError(source, i + 1, opened ? 'content after the table was closed' : 'expected "or(" to open the table');
      const vars: string[] = [];
      const vals: string[] = [];
      for (const part of line.split(/\s+and\s+/)) {
        const m = /^(\S+)\s*=\s*(\S+)$/.exec(part.trim());
        if (!m) throw new ModelError(source, i + 1, `expected "Var = value", found "${part.trim()}"`);
        const dom = domains?.get(m[1]);
        if (domains && !dom) throw new ModelError(source, i + 1, `unknown variable ${m[1]}`);
        if (dom && !dom.has(m[2])) throw new ModelError(source, i + 1, `unknown value ${m[2]} for ${m[1]}`);
        vars.push(m[1]);
        vals.push(m[2]);
      }
      if (!scope) scope = vars;
      else if (vars.join(' ') !== scope.join(' ')) {
        throw new ModelError(source, i + 1, `tuple names variables ${vars.join(',')} but the table is over ${scope.join(',')}`);
      }
      tuples.push(vals);
    }
  });
  if (!opened) throw new ModelError(source, 1, 'empty table file');
  if (depth !== 0) throw new ModelError(source, lines.length, 'missing "or)" closing the table');
  return { kind: 'table', scope: scope ?? [], tuples, origin: source };
}

/** Imports a CLib folder: `domains.txt` plus every `*.pm` under it (recursively), sorted by name. */
export function importClib(folder: string): RuleModel {
  const domainsFile = join(folder, 'domains.txt');
  let domainsText: string;
  try {
    domainsText = readFileSync(domainsFile, 'utf8');
  } catch {
    throw new ModelError(domainsFile, undefined, 'cannot read domains.txt (a CLib model is a folder with domains.txt and *.pm tables)');
  }
  const variables = parseClibDomains(domainsText, domainsFile);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.pm')) files.push(p);
    }
  };
  walk(folder);
  const doms = new Map(variables.map((v) => [v.name, new Set(v.values)]));
  const constraints = files.map((f) => parseClibTable(readFileSync(f, 'utf8'), f, doms));
  return { format: 'rule-model/1', name: folder, variables, constraints };
}
