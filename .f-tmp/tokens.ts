import { Lexer, Source, TokenKind } from 'graphql';
import { OPERATION_NAMES, operationFor } from '/work/main/src/platform/graphql/operations';
for (const n of OPERATION_NAMES) {
  const lexer = new Lexer(new Source(operationFor(n, 'Prelive')));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  console.log(n, count, operationFor(n).length);
}
