import { InvalidInputError, NotFoundError } from '../configuration/configuration-errors';
import { ClientError } from '../http/errors';
import { toClientError, withClientErrors } from './client-errors';

describe('the GraphQL face of configuration errors', () => {
  it('maps a missing series or trim to NOT_FOUND and wrong input to BAD_USER_INPUT, keeping the message', () => {
    const notFound = toClientError(new NotFoundError('Unknown trim "X" for tacoma 2024'));
    expect(notFound).toBeInstanceOf(ClientError);
    expect(notFound).toMatchObject({ code: 'NOT_FOUND', message: 'Unknown trim "X" for tacoma 2024' });
    expect(toClientError(new InvalidInputError('Unknown brand "ford"'))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Unknown brand "ford"' });
  });

  it('leaves any other error as it is (a fault of ours, hidden by the error formatter)', () => {
    const fault = new TypeError('x is undefined');
    expect(toClientError(fault)).toBe(fault);
  });

  it('wraps a resolver: answers pass through, configuration errors are mapped', () => {
    const resolver = withClientErrors((_root: unknown, args: { trim: string }) => {
      if (args.trim === 'none') throw new NotFoundError('Unknown trim "none"');
      return { trim: args.trim };
    });
    expect(resolver(undefined, { trim: 'SR' })).toEqual({ trim: 'SR' });
    expect(() => resolver(undefined, { trim: 'none' })).toThrow(ClientError);
  });
});
