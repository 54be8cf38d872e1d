import { ModelError } from '../engine/model-error';
import type { ClauseConstraint, RuleModel } from '../engine/rule-model';

/**
 * Imports DIMACS CNF. Each Boolean variable becomes a variable with values "0" and "1",
 * named by its `c <id> <name>` comment when present (feature-model convention), else by its number.
 */
export function importDimacs(text: string, source: string): RuleModel {
  const names = new Map<number, string>();
  let nVars = -1;
  let nClauses = -1;
  const clauses: { lits: number[]; line: number }[] = [];
  let pending: number[] = [];
  let pendingLine = 0;
  let headerLine = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line === '%') return;
    if (line.startsWith('c')) {
      const m = /^c\s+(\d+)\$?\s+(\S.*)$/.exec(line);
      if (m) names.set(Number(m[1]), m[2].trim());
      return;
    }
    if (line.startsWith('p')) {
      const m = /^p\s+cnf\s+(\d+)\s+(\d+)$/.exec(line);
      if (!m) throw new ModelError(source, i + 1, 'expected "p cnf <variables> <clauses>"');
      if (nVars >= 0) throw new ModelError(source, i + 1, 'a second "p cnf" header');
      nVars = Number(m[1]);
      headerLine = i + 1;
      nClauses = Number(m[2]);
      return;
    }
    if (nVars < 0) throw new ModelError(source, i + 1, 'clause before the "p cnf" header');
    for (const tok of line.split(/\s+/)) {
      if (!/^-?\d+$/.test(tok)) throw new ModelError(source, i + 1, `expected an integer literal, found "${tok}"`);
      const lit = Number(tok);
      if (pending.length === 0) pendingLine = i + 1;
      if (lit === 0) {
        clauses.push({ lits: pending, line: pendingLine });
        pending = [];
      } else {
        if (Math.abs(lit) > nVars) throw new ModelError(source, i + 1, `literal ${lit} exceeds the ${nVars} declared variables`);
        pending.push(lit);
      }
    }
  });
  if (nVars < 0) throw new ModelError(source, undefined, 'missing "p cnf" header');
  if (pending.length) throw new ModelError(source, pendingLine, 'the last clause is not terminated by 0 (truncated file)');
  if (nClauses >= 0 && clauses.length !== nClauses) {
    throw new ModelError(source, headerLine, `the p-line declares ${nClauses} clauses but the file has ${clauses.length} (truncated or inconsistent file)`);
  }
  const used = new Set<string>();
  const varName = (id: number) => {
    const n = names.get(id);
    return n && !used.has(n) ? n : String(id);
  };
  const variables = Array.from({ length: nVars }, (_, k) => {
    const name = varName(k + 1);
    used.add(name);
    return { name, values: ['0', '1'] };
  });
  const constraints: ClauseConstraint[] = clauses.map((c) => ({
    kind: 'clause',
    literals: c.lits.map((l) => ({ variable: variables[Math.abs(l) - 1].name, in: [l > 0 ? '1' : '0'] })),
    origin: `${source}:${c.line}`,
  }));
  return { format: 'rule-model/1', name: source, variables, constraints };
}
