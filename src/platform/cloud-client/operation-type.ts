/**
 * Which kind of operation a GraphQL document runs: decides whether a request may be retried
 * (queries only) and whether it belongs to the realtime endpoint (subscriptions only). A full
 * parser would add weight to every page; this scans top-level tokens, skipping comments, strings
 * and selection sets, which is all the operation keyword needs.
 */
export type OperationType = 'query' | 'mutation' | 'subscription';

interface Definition {
  type: OperationType | 'fragment';
  name?: string;
}

function definitions(document: string): Definition[] {
  const found: Definition[] = [];
  let depth = 0;
  let i = 0;
  let pending: Definition | undefined;
  while (i < document.length) {
    const c = document[i]!;
    if (c === '#') {
      while (i < document.length && document[i] !== '\n') i++;
    } else if (c === '"') {
      const block = document.startsWith('"""', i);
      i += block ? 3 : 1;
      while (i < document.length && !(block ? document.startsWith('"""', i) : document[i] === '"')) i += document[i] === '\\' ? 2 : 1;
      i += block ? 3 : 1;
      continue;
    } else if (c === '{' || c === '(') {
      if (depth === 0 && c === '{') {
        found.push(pending ?? { type: 'query' });
        pending = undefined;
      }
      depth++;
    } else if (c === '}' || c === ')') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0 && /[_A-Za-z]/.test(c)) {
      const word = /^[_A-Za-z][_0-9A-Za-z]*/.exec(document.slice(i))![0];
      if (!pending && (word === 'query' || word === 'mutation' || word === 'subscription' || word === 'fragment')) pending = { type: word };
      else if (pending && pending.name === undefined && word !== 'on') pending.name = word;
      i += word.length;
      continue;
    }
    i++;
  }
  return found;
}

/**
 * The operation type of `operationName` in `document` (or of its only operation), or undefined
 * when the document names no such operation.
 */
export function operationTypeOf(document: string, operationName?: string | null): OperationType | undefined {
  const operations = definitions(document).filter((d): d is Definition & { type: OperationType } => d.type !== 'fragment');
  const chosen = operationName ? operations.find((d) => d.name === operationName) : operations.length === 1 ? operations[0] : undefined;
  return chosen?.type;
}
