import { answerJson as answer, offlineFetch } from '../test-support/fake-fetch';
import { ServiceError } from './json-service';
import { postQuote } from './quote-service';

describe('postQuote', () => {
  it('posts the body as JSON under the Idempotency-Key and hands back the status with the body', async () => {
    const fetchImpl = answer(201, { reference: 'Q-1' });
    await expect(postQuote(fetchImpl, '/api/quotes', { dealerId: 'd1', phone: undefined }, 'key-1')).resolves.toEqual({ status: 201, body: { reference: 'Q-1' } });
    expect(fetchImpl).toHaveBeenCalledWith('/api/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': 'key-1' },
      body: '{"dealerId":"d1"}',
    });
  });

  it('returns error statuses rather than throwing, and an undefined body for a non-JSON answer', async () => {
    await expect(postQuote(answer(400, { code: 'invalid-email', field: 'email' }), '/api/quotes', {}, 'k')).resolves.toEqual({
      status: 400,
      body: { code: 'invalid-email', field: 'email' },
    });
    await expect(postQuote(answer(502, '<html>bad gateway</html>'), '/api/quotes', {}, 'k')).resolves.toEqual({ status: 502, body: undefined });
  });

  it('turns a network failure into a ServiceError with status 0', async () => {
    const failure = postQuote(offlineFetch(), '/api/quotes', {}, 'k');
    await expect(failure).rejects.toBeInstanceOf(ServiceError);
    await expect(failure).rejects.toMatchObject({ status: 0, message: '/api/quotes unreachable: Failed to fetch' });
  });
});
