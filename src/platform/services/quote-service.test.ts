import { answerJson as answer, offlineFetch } from '../test-support/fake-fetch';
import { ServiceError } from './json-service';
import { postLead, postQuote } from './quote-service';

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

describe('postLead', () => {
  it('reads a stored or replayed lead, with the first name the server stored when it sends one', async () => {
    await expect(postLead(answer(201, { reference: 'Q-1', firstName: 'Ana', dealer: { name: 'Star Toyota' } }), '/api/quotes', {}, 'k')).resolves.toEqual({ kind: 'sent', reference: 'Q-1', dealerName: 'Star Toyota', firstName: 'Ana' });
    await expect(postLead(answer(200, { reference: 'Q-1', dealer: { name: 'Star Toyota' } }), '/api/quotes', {}, 'k')).resolves.toEqual({ kind: 'sent', reference: 'Q-1', dealerName: 'Star Toyota' });
  });

  it("reads a refusal's code and field, and any 429 as rate-limited", async () => {
    await expect(postLead(answer(422, { code: 'build-not-buildable', field: 'build' }), '/api/quotes', {}, 'k')).resolves.toEqual({ kind: 'refused', code: 'build-not-buildable', field: 'build' });
    await expect(postLead(answer(400, { code: 'invalid-request' }), '/api/quotes', {}, 'k')).resolves.toEqual({ kind: 'refused', code: 'invalid-request', field: '' });
    await expect(postLead(answer(429, '<html>Too Many Requests</html>'), '/api/quotes', {}, 'k')).resolves.toEqual({ kind: 'refused', code: 'rate-limited', field: '' });
  });

  it('rejects with a ServiceError when the service fails, answers something not ours, or is unreachable', async () => {
    await expect(postLead(answer(503, { code: 'store-unavailable' }), '/api/quotes', {}, 'k')).rejects.toBeInstanceOf(ServiceError);
    await expect(postLead(answer(201, { reference: 'Q-1' }), '/api/quotes', {}, 'k')).rejects.toBeInstanceOf(ServiceError);
    await expect(postLead(answer(400, '<html>'), '/api/quotes', {}, 'k')).rejects.toBeInstanceOf(ServiceError);
    await expect(postLead(offlineFetch(), '/api/quotes', {}, 'k')).rejects.toMatchObject({ status: 0 });
  });
});
