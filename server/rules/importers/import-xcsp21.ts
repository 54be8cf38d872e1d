import { ModelError, lineIndex } from '../engine/model-error';
import type { RuleModel, TableConstraint } from '../engine/rule-model';

/** Attributes of one XML start tag, e.g. `name="v0" domain="Dv0"`. */
function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*"([^"]*)"/g)) out[m[1]] = m[2];
  return out;
}

/** Expands an XCSP 2.1 domain body: integers and ranges `a..b`. */
function domainValues(body: string, source: string, line: number): string[] {
  const values: string[] = [];
  for (const tok of body.trim().split(/\s+/).filter(Boolean)) {
    const range = /^(-?\d+)\.\.(-?\d+)$/.exec(tok);
    if (range) {
      const [a, b] = [Number(range[1]), Number(range[2])];
      if (b < a || b - a > 1_000_000) throw new ModelError(source, line, `bad range ${tok}`);
      for (let x = a; x <= b; x++) values.push(String(x));
    } else if (/^-?\d+$/.test(tok)) values.push(String(Number(tok)));
    else throw new ModelError(source, line, `expected an integer or a range, found "${tok}"`);
  }
  return values;
}

/**
 * Imports an XCSP 2.1 instance made of extensional constraints (`<relation semantics="supports">`,
 * and "conflicts" relations when their complement is small). Variable and value names are kept
 * as written in the file. Anything else (intension predicates, global constraints) is reported
 * as unsupported with its line.
 */
export function importXcsp21(text: string, source: string): RuleModel {
  const lineOf = lineIndex(text);
  checkStructure(text, source, lineOf);
  const domains = new Map<string, string[]>();
  for (const m of text.matchAll(/<domain\b([^>]*?)(\/>|>([\s\S]*?)<\/domain>)/g)) {
    const line = lineOf(m.index);
    const a = attrs(m[1]);
    if (!a.name) throw new ModelError(source, line, 'domain without a name');
    const values = domainValues(m[3] ?? '', source, line);
    declared(a.nbValues, values.length, `domain ${a.name}: nbValues`, source, line);
    domains.set(a.name, values);
  }
  const variables: RuleModel['variables'] = [];
  const varDomain = new Map<string, string[]>();
  for (const m of text.matchAll(/<variable\b([^>]*?)\/?>/g)) {
    const line = lineOf(m.index);
    const a = attrs(m[1]);
    const dom = domains.get(a.domain ?? '');
    if (!a.name) throw new ModelError(source, line, 'variable without a name');
    if (!dom) throw new ModelError(source, line, `variable ${a.name}: unknown domain ${a.domain}`);
    variables.push({ name: a.name, values: dom });
    varDomain.set(a.name, dom);
  }
  if (variables.length === 0) throw new ModelError(source, undefined, 'no <variable> elements: not an XCSP 2.1 instance');
  const relations = new Map<string, { tuples: string[][]; conflicts: boolean; line: number }>();
  for (const m of text.matchAll(/<relation\b([^>]*?)(\/>|>([\s\S]*?)<\/relation>)/g)) {
    const line = lineOf(m.index);
    const a = attrs(m[1]);
    const arity = Number(a.arity);
    if (!a.name || !Number.isInteger(arity) || arity < 1) throw new ModelError(source, line, 'relation needs a name and an arity');
    if (a.semantics !== 'supports' && a.semantics !== 'conflicts') {
      throw new ModelError(source, line, `relation ${a.name}: unsupported semantics "${a.semantics}"`);
    }
    const body = (m[3] ?? '').trim();
    const tuples = body === '' ? [] : body.split('|').map((t) => t.trim()).filter(Boolean).map((t) => t.split(/\s+/).map((x) => String(Number(x))));
    declared(a.nbTuples, tuples.length, `relation ${a.name}: nbTuples`, source, line);
    tuples.forEach((t, i) => {
      if (t.length !== arity || t.some((x) => x === 'NaN')) {
        throw new ModelError(source, line, `relation ${a.name}: tuple ${i + 1} is not ${arity} integers`);
      }
    });
    relations.set(a.name, { tuples, conflicts: a.semantics === 'conflicts', line });
  }
  if (/<predicate\b/.test(text)) {
    const where = text.search(/<predicate\b/);
    throw new ModelError(source, lineOf(where), 'intension predicates are not supported (only extensional relations)');
  }
  const constraints: TableConstraint[] = [];
  for (const m of text.matchAll(/<constraint\b([^>]*?)(\/>|>[\s\S]*?<\/constraint>)/g)) {
    const line = lineOf(m.index);
    const a = attrs(m[1]);
    const rel = relations.get(a.reference ?? '');
    if (!rel) throw new ModelError(source, line, `constraint ${a.name}: unknown or unsupported reference ${a.reference}`);
    const scope = (a.scope ?? '').trim().split(/\s+/).filter(Boolean);
    declared(a.arity, scope.length, `constraint ${a.name}: arity`, source, line);
    for (const v of scope) if (!varDomain.has(v)) throw new ModelError(source, line, `constraint ${a.name}: unknown variable ${v}`);
    if (rel.tuples.length && rel.tuples[0].length !== scope.length) {
      throw new ModelError(source, line, `constraint ${a.name}: scope has ${scope.length} variables, relation arity is ${rel.tuples[0].length}`);
    }
    const origin = `${source}:${line}`;
    // Tuples naming values outside a variable's domain can never match: drop them.
    const inDomain = (t: string[]) => t.every((x, i) => varDomain.get(scope[i])!.includes(x));
    const tuples = rel.conflicts ? complement(scope.map((v) => varDomain.get(v)!), rel.tuples, source, line) : rel.tuples.filter(inDomain);
    constraints.push({ kind: 'table', scope, tuples, origin });
  }
  const name = /<presentation\b[^>]*name="([^"]*)"/.exec(text)?.[1] ?? source;
  return { format: 'rule-model/1', name, variables, constraints };
}

/** A header count (an nb* or arity attribute) must match what the file holds, when present. */
function declared(attr: string | undefined, actual: number, what: string, source: string, line: number): void {
  if (attr === undefined) return;
  if (!/^\d+$/.test(attr.trim())) throw new ModelError(source, line, `${what} is "${attr}", not a count`);
  if (Number(attr) !== actual) throw new ModelError(source, line, `${what} declares ${attr} but the file has ${actual} (truncated or inconsistent file)`);
}

const SECTIONS = [
  ['domains', 'domain', 'nbDomains'],
  ['variables', 'variable', 'nbVariables'],
  ['relations', 'relation', 'nbRelations'],
  ['constraints', 'constraint', 'nbConstraints'],
] as const;

/**
 * Rejects a truncated or inconsistent file before reading it: the instance must be closed, each
 * section opened and closed once, every element in it complete, and its nb* count must match
 * the elements it holds (a file cut inside a section would otherwise read as a smaller,
 * different model).
 */
function checkStructure(text: string, source: string, lineOf: (offset: number) => number): void {
  const lastLine = lineOf(text.length);
  if (!/<instance\b/.test(text)) throw new ModelError(source, 1, 'no <instance> element: not an XCSP 2.1 file');
  if (!/<\/instance>\s*$/.test(text)) throw new ModelError(source, lastLine, 'the file ends before </instance> (truncated file)');
  for (const [section, element, count] of SECTIONS) {
    const open = new RegExp(`<${section}\\b([^>]*)>`).exec(text);
    if (!open) {
      if (section === 'domains' || section === 'variables') throw new ModelError(source, undefined, `no <${section}> section`);
      continue;
    }
    const openLine = lineOf(open.index);
    const closeAt = text.indexOf(`</${section}>`, open.index);
    if (closeAt < 0) throw new ModelError(source, lastLine, `<${section}> opened at line ${openLine} is never closed (truncated file)`);
    const body = text.slice(open.index + open[0].length, closeAt);
    const starts = [...body.matchAll(new RegExp(`<${element}\\b`, 'g'))].length;
    const complete = [...body.matchAll(new RegExp(`<${element}\\b[^>]*?(\\/>|>[\\s\\S]*?<\\/${element}>)`, 'g'))].length;
    if (complete !== starts) throw new ModelError(source, openLine, `<${section}>: ${starts - complete} <${element}> element(s) not closed (truncated or malformed file)`);
    const a = attrs(open[1]);
    if (a[count] === undefined) throw new ModelError(source, openLine, `<${section}> has no ${count} attribute`);
    declared(a[count], starts, `<${section}> ${count}`, source, openLine);
  }
}

/** Allowed tuples of a conflicts relation; refused when the cross product is too large to list. */
function complement(doms: string[][], forbidden: string[][], source: string, line: number): string[][] {
  const size = doms.reduce((p, d) => p * d.length, 1);
  if (size > 1_000_000) throw new ModelError(source, line, 'conflicts relation too large to turn into supports');
  const banned = new Set(forbidden.map((t) => t.join(' ')));
  const out: string[][] = [];
  // Every tuple of the cross product, odometer-style (no recursion per column).
  if (doms.some((d) => d.length === 0)) return out;
  const at = doms.map(() => 0);
  for (;;) {
    const t = at.map((k, i) => doms[i][k]);
    if (!banned.has(t.join(' '))) out.push(t);
    let i = doms.length - 1;
    while (i >= 0 && ++at[i] === doms[i].length) at[i--] = 0;
    if (i < 0) break;
  }
  return out;
}
