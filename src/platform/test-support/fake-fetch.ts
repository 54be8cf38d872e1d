/**
 * A fetch stub for service-client tests: every call answers `status` with `body` as JSON. A string
 * body stands for a non-JSON answer (an HTML error page), so `json()` rejects as the browser's does.
 * Imported by tests only.
 */
export function answerJson(status: number, body: unknown): jest.Mock & typeof fetch {
  return jest.fn(async () => ({
    status,
    ok: status >= 200 && status < 300,
    json: async () => {
      if (typeof body === 'string') throw new SyntaxError(`Unexpected token in JSON: ${body.slice(0, 20)}`);
      return body;
    },
  })) as unknown as jest.Mock & typeof fetch;
}

/** A fetch stub that fails like the browser's when the network is down. */
export function offlineFetch(): jest.Mock & typeof fetch {
  return jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as jest.Mock & typeof fetch;
}
