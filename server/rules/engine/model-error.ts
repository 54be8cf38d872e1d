/**
 * A problem in a rule-model file or a query against a model. The message always names the
 * source (file path, or "query") and, when known, the 1-based line, so a catalog author can
 * jump straight to it.
 */
export class ModelError extends Error {
  constructor(
    readonly source: string,
    readonly line: number | undefined,
    readonly problem: string,
  ) {
    super(line === undefined ? `${source}: ${problem}` : `${source}:${line}: ${problem}`);
    this.name = 'ModelError';
  }
}

/** An item code or variable name in a query that the model does not know; never guessed. */
export class UnknownItemError extends Error {
  constructor(readonly item: string, detail: string) {
    super(`unknown ${detail}: ${item}`);
    this.name = 'UnknownItemError';
  }
}

/** 1-based line of a character offset in a text. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * lineOf for many offsets into one text: the newline offsets are found once, then each lookup
 * is a binary search (an importer asking lineOf per element was quadratic: 90 ms of the 114 ms
 * it took to read BR4CP medium).
 */
export function lineIndex(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks.push(i);
  return (offset) => {
    // Number of newlines before offset, plus one.
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (breaks[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/** A query that is well formed but cannot be answered as asked (e.g. removing a single-choice value). */
export class InvalidQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidQueryError';
  }
}
