/**
 * Binary min-heap on (key, insertion order). Equal keys pop last-in first-out: in a best-first
 * search with an exact heuristic this dives straight to a goal instead of sweeping every tie.
 */
export class MinHeap<T> {
  private items: { k: number; s: number; v: T }[] = [];
  private seq = 0;

  get size(): number {
    return this.items.length;
  }

  push(k: number, v: T): void {
    const a = this.items;
    a.push({ k, s: this.seq++, v });
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }

  pop(): { k: number; v: T } | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return { k: top.k, v: top.v };
  }

  private less(x: { k: number; s: number }, y: { k: number; s: number }): boolean {
    return x.k < y.k || (x.k === y.k && x.s > y.s);
  }
}
