import { GraphQLError } from 'graphql';
import { INTERNAL_ERROR_MESSAGE, badUserInput, notFound, sanitizeErrors } from './errors';

describe('sanitizeErrors', () => {
  const log = { error: jest.fn() };

  it('keeps the message and code of errors meant for clients', () => {
    const error = new GraphQLError('Unknown trim "X"', { path: ['getConfigByGrade'], originalError: notFound('Unknown trim "X"') });
    const [safe] = sanitizeErrors([error], log);
    expect(safe!.message).toBe('Unknown trim "X"');
  });

  it('keeps request errors that have no path (syntax, validation, variables)', () => {
    const [safe] = sanitizeErrors([new GraphQLError('Cannot query field "x" on type "Query".')], log);
    expect(safe!.message).toMatch(/Cannot query field/);
  });

  it('hides the message of a resolver fault and logs it', () => {
    const fault = new GraphQLError('ENOENT: /work/main/server/secret.json', { path: ['getSeries'], originalError: new Error('ENOENT: /work/main/server/secret.json') });
    const [safe] = sanitizeErrors([fault], log);
    expect(safe!.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(safe!.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(safe!.toJSON())).not.toContain('secret');
    expect(log.error).toHaveBeenCalled();
  });

  it('treats already-serialised errors by their code: ours pass, anything else is hidden', () => {
    const [ours, other] = sanitizeErrors(
      [
        { message: 'Unknown PACKAGE code "NOPE"', path: ['getRecommendation'], extensions: { code: 'BAD_USER_INPUT' } },
        { message: 'Cannot read properties of undefined', path: ['getRecommendation'] },
      ],
      log,
    );
    expect(ours).toBeInstanceOf(GraphQLError);
    expect(ours!.message).toMatch(/NOPE/);
    expect(other!.message).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('gives client errors their extension code', () => {
    expect(badUserInput('x').extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(notFound('x').extensions).toEqual({ code: 'NOT_FOUND' });
  });
});
