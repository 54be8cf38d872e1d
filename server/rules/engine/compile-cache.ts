import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ddnnf } from './ddnnf';
import type { CompiledMdd } from './mdd-compile';
import type { IndexedModel } from './rule-model';

/** Bumped whenever a compiled form or a compiler changes, so stale caches are ignored. */
const CACHE_VERSION = 'compiled-4';

/** The content key of a model: its domains, tables and clauses (names do not matter). */
export function cacheKey(m: IndexedModel): string {
  const h = createHash('sha256');
  h.update(`${CACHE_VERSION}|${JSON.stringify(m.domains)}`);
  for (const t of m.tables) h.update(`T${t.scope.join(',')}:${t.tuples.map((x) => x.join(',')).join(';')}`);
  for (const c of m.clauses) h.update(`C${c.literals.map((l) => `${l.v}:${l.allowed.map(Number).join('')}`).join(';')}`);
  return h.digest('hex');
}

const cacheFolder = (dir: string | false | undefined) => (dir === false ? undefined : (dir ?? join(tmpdir(), 'vehicle-rules-mdd')));

/**
 * What a model compiled to: a diagram, a d-DNNF, or the reason it did not compile within the
 * bounds it was tried with (so the next start goes straight to the fallback).
 */
export type CacheEntry = { mdd: CompiledMdd } | { ddnnf: Ddnnf } | { failed: string; form: 'mdd' | 'ddnnf' | 'sat'; edgeBound: number; timeBoundMs: number };

/**
 * Cache file: one JSON header line (what it holds and the array lengths), then the arrays as
 * raw little-endian bytes, so a large compiled form loads without parsing. A file whose byte
 * count does not match its header (truncated) is ignored.
 */
export function readCache(dir: string | false | undefined, key: string): CacheEntry | undefined {
  const folder = cacheFolder(dir);
  if (!folder) return undefined;
  try {
    const buf = readFileSync(join(folder, `${key}.mdd`));
    const nl = buf.indexOf(10);
    const head = JSON.parse(buf.subarray(0, nl).toString('utf8'));
    if (head.version !== CACHE_VERSION) return undefined;
    if (head.failed) return { failed: head.failed, form: head.form, edgeBound: head.edgeBound, timeBoundMs: head.timeBoundMs };
    const body = buf.subarray(nl + 1);
    const bytes = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);
    if (head.ddnnf) {
      const { vars, root, nodes, edges } = head.ddnnf;
      const kindBytes = (nodes + 3) & ~3;
      if (bytes.byteLength !== kindBytes + 4 * (2 * nodes + edges)) return undefined;
      const ints = new Int32Array(bytes, kindBytes);
      return { ddnnf: { vars, root, nodes, kind: new Uint8Array(bytes, 0, nodes), a: ints.subarray(0, nodes), b: ints.subarray(nodes, 2 * nodes), kids: ints.subarray(2 * nodes) } };
    }
    const ints = new Int32Array(bytes);
    const sizes = [head.levels, head.nodes + 1, head.edges, head.edges];
    if (ints.length !== sizes.reduce((a, b) => a + b, 0)) return undefined; // truncated: compile again
    let at = 0;
    const take = (k: number) => ints.subarray(at, (at += k));
    return { mdd: { order: head.order, pos: head.pos, nodes: head.nodes, empty: head.empty, levelStart: take(sizes[0]), first: take(sizes[1]), vals: take(sizes[2]), kids: take(sizes[3]) } };
  } catch {
    return undefined; // missing or unreadable cache: compile again
  }
}

const raw = (a: Int32Array | Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

export function writeCache(dir: string | false | undefined, key: string, entry: CacheEntry): void {
  const folder = cacheFolder(dir);
  if (!folder) return;
  try {
    mkdirSync(folder, { recursive: true });
    let body: Buffer;
    const line = (o: object) => Buffer.from(`${JSON.stringify({ version: CACHE_VERSION, ...o })}\n`);
    if ('failed' in entry) body = line(entry);
    else if ('ddnnf' in entry) {
      const d = entry.ddnnf;
      const pad = Buffer.alloc(((d.nodes + 3) & ~3) - d.nodes);
      body = Buffer.concat([line({ ddnnf: { vars: d.vars, root: d.root, nodes: d.nodes, edges: d.kids.length } }), raw(d.kind), pad, raw(d.a), raw(d.b), raw(d.kids)]);
    } else {
      const d = entry.mdd;
      const head = { order: d.order, pos: d.pos, nodes: d.nodes, empty: d.empty, levels: d.levelStart.length, edges: d.vals.length };
      body = Buffer.concat([line(head), ...[d.levelStart, d.first, d.vals, d.kids].map(raw)]);
    }
    // Write then rename, so a concurrent reader never sees half a file.
    const tmp = join(folder, `${key}.${process.pid}.tmp`);
    writeFileSync(tmp, body);
    renameSync(tmp, join(folder, `${key}.mdd`));
  } catch {
    // A cache that cannot be written only costs the next start a recompile.
  }
}
