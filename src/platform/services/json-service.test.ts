import { answerJson as answer, offlineFetch } from '../test-support/fake-fetch';
import { getJson, isRecord, ServiceError, unexpectedAnswer } from './json-service';

describe('getJson', () => {
  it('asks for JSON and hands back the status with the body, error statuses included', async () => {
    const fetchImpl = answer(400, { statusCode: 1 });
    const signal = new AbortController().signal;
    await expect(getJson(fetchImpl, '/api/x', signal)).resolves.toEqual({ status: 400, body: { statusCode: 1 } });
    expect(fetchImpl).toHaveBeenCalledWith('/api/x', { signal, headers: { accept: 'application/json' } });
  });

  it('turns a network failure into a ServiceError with status 0', async () => {
    const failure = getJson(offlineFetch(), '/api/x');
    await expect(failure).rejects.toBeInstanceOf(ServiceError);
    await expect(failure).rejects.toMatchObject({ status: 0, message: '/api/x unreachable: Failed to fetch' });
  });

  it('turns a non-JSON answer into a ServiceError carrying the status', async () => {
    await expect(getJson(answer(502, '<html>bad gateway</html>'), '/api/x')).rejects.toMatchObject({
      name: 'ServiceError',
      status: 502,
      message: '/api/x answered HTTP 502 without JSON',
    });
  });
});

describe('unexpectedAnswer', () => {
  it('names the URL, the status and the reason', () => {
    const error = unexpectedAnswer('/api/y', 200);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 200, message: '/api/y answered HTTP 200 with an unexpected body' });
    expect(unexpectedAnswer('/api/y', 500, 'an error').message).toBe('/api/y answered HTTP 500 with an error');
  });
});

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['x', false],
    [3, false],
  ])('%p -> %p', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
