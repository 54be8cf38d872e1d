import { buildApp } from '../app';

describe('security headers', () => {
  it('sends a strict Content-Security-Policy with no inline scripts or eval', async () => {
    const app = await buildApp();
    app.get('/probe', async () => ({ ok: true }));
    const response = await app.inject({ url: '/probe' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    await app.close();
  });

  it('answers a server fault with a short message and no stack trace', async () => {
    const app = await buildApp();
    app.get('/boom', async () => { throw new Error('secret internals at /work/x.ts:12'); });
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internals');
    expect(JSON.parse(response.body)).toEqual({ error: 'Internal Server Error', statusCode: 500 });
    await app.close();
  });
});
