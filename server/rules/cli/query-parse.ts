import { UnknownItemError } from '../engine/model-error';
import type { Restriction } from '../engine/mdd-queries';
import type { IndexedModel } from '../engine/rule-model';

/** Parses "Var=value,Var2=value2" against a model; unknown names raise UnknownItemError. */
export function parseAssignments(m: IndexedModel, text: string): { v: number; value: number }[] {
  const out: { v: number; value: number }[] = [];
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new UnknownItemError(part, 'assignment (expected Var=value)');
    out.push(resolveName(m, part.slice(0, eq).trim(), part.slice(eq + 1).trim()));
  }
  return out;
}

/** Looks a variable and value up by name. */
export function resolveName(m: IndexedModel, name: string, value: string): { v: number; value: number } {
  const v = m.varIndex.get(name);
  if (v === undefined) throw new UnknownItemError(name, 'variable');
  const j = m.valueIndex[v].get(value);
  if (j === undefined) throw new UnknownItemError(`${name}=${value}`, 'value');
  return { v, value: j };
}

/** The restriction (and current values) of a list of assignments; a variable assigned twice keeps the last. */
export function toRestriction(m: IndexedModel, assigns: { v: number; value: number }[]): { restriction: Restriction; current: (number | undefined)[] } {
  const current: (number | undefined)[] = m.names.map(() => undefined);
  for (const a of assigns) current[a.v] = a.value;
  const restriction: Restriction = current.map((c, v) => (c === undefined ? undefined : m.domains[v].map((_, j) => j === c)));
  return { restriction, current };
}
