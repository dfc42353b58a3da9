import { describe, expect, it } from 'vitest';
import { api, testDeps, uniqueEmail } from './support';

describe('platform: routing, bodies and errors', () => {
  it('answers GET /health with 200', async () => {
    const response = await api.get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', mode: 'local' });
  });

  it('sets security headers and a request id on API replies', async () => {
    const response = await api.get('/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers an unknown API route with a 404 JSON error', async () => {
    const post = await api.post('/no-such-route', {});
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ error: 'Unknown route: POST /no-such-route' });
    const get = await api.get('/auth/no-such-thing');
    expect(get.status).toBe(404);
  });

  it('answers the wrong method on a known path with 405', async () => {
    const response = await api.get('/auth/login');
    expect(response.status).toBe(405);
    expect((response.body as { error: string }).error).toMatch(/POST/);
  });

  it('refuses invalid JSON with 400 and writes nothing', async () => {
    const email = uniqueEmail('badjson');
    const response = await api.call('POST', '/auth/register', {
      rawBody: `{"name":"A","email":"${email}",`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'The request body is not valid JSON' });
    expect(await testDeps().accounts.findUserByEmail(email)).toBeUndefined();
  });

  it('refuses a body that is not an object', async () => {
    const response = await api.post('/auth/login', ['manager@legal.localhost']);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'The request body must be a JSON object' });
  });

  it('refuses a body over the route limit with 413 and writes nothing', async () => {
    const email = uniqueEmail('huge');
    const response = await api.post(
      '/auth/register',
      { name: 'x'.repeat(20_000), email, tel: '0825550100', password: 'Valid#Pass1' },
      { host: 'shop.localhost' },
    );
    expect(response.status).toBe(413);
    expect((response.body as { error: string }).error).toBe('The request body is too large');
    expect(await testDeps().accounts.findUserByEmail(email)).toBeUndefined();
  });

  it('refuses a body over the server-wide cap with 413', async () => {
    const response = await api.call('POST', '/auth/login', {
      rawBody: Buffer.alloc(11 * 1024 * 1024, 32),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const response = await api.call('POST', '/auth/login', {
      rawBody: 'email=a@b&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('gives per-field messages for missing fields and wrong types', async () => {
    const missing = await api.post('/auth/login', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: 'All Fields Are Required!',
      fields: { email: 'All Fields Are Required!', password: 'All Fields Are Required!' },
    });
    const wrongType = await api.post('/auth/login', { email: 42, password: true });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({
      fields: { email: 'Must be text', password: 'All Fields Are Required!' },
    });
  });

  it('never answers a malformed request with a 5xx', async () => {
    const attempts = [
      api.post('/get-company-with-domain', { domain: { $ne: 1 } }),
      api.post('/get-company-with-domain', { domain: '../../etc' }),
      api.post('/get-exchange-rate', { currency: 'US DOLLARS' }),
      api.post('/get-logos-for-given-company', { folder: '../secrets' }),
      api.get('/images/gallery/..%2F..%2Fetc/passwd'),
      api.get('/images/%E0%A4%A/x/y'),
      api.post('/auth/switch-company', { emis: 'x' }, { token: 'not.a.token' }),
      api.call('POST', '/auth/login', {
        rawBody: 'null',
        headers: { 'content-type': 'application/json' },
      }),
      api.call('POST', '/auth/login', {
        rawBody: '"text"',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);
  });
});
