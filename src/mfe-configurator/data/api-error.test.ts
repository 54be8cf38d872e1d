import { asApiError, ConfiguratorApiError, toApiError } from './api-error';

describe('toApiError', () => {
  it('maps statuses and codes into the small domain union', () => {
    expect(asApiError({ response: { status: 403 } })).toEqual({ kind: 'unauthorized', message: 'Response status: 403' });
    expect(asApiError({ response: { status: 404 } })).toEqual({ kind: 'not-found', message: 'Response status: 404' });
    expect(asApiError({ response: { status: 422 } })).toEqual({ kind: 'bad-input', message: 'Response status: 422' });
    expect(asApiError({ graphQLErrors: [{ message: 'bad query', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] })).toEqual({ kind: 'bad-input', message: 'bad query' });
    expect(asApiError({ networkError: { message: '' } })).toEqual({ kind: 'network', message: 'Network request failed' });
  });

  it('never throws on odd input and keeps an already mapped error', () => {
    expect(asApiError(undefined)).toEqual({ kind: 'server', message: 'Unknown data error' });
    expect(asApiError('text')).toEqual({ kind: 'server', message: 'Unknown data error' });
    expect(asApiError(new Error('boom'))).toEqual({ kind: 'server', message: 'boom' });
    const mapped = new ConfiguratorApiError('not-found', 'x');
    expect(toApiError(mapped)).toBe(mapped);
  });
});
