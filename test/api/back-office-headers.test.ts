import { describe, expect, it } from 'vitest';
import { api } from './support';

// Issue 29 item 7: the back office's documents carry the security headers the public pages
// do (the local server adds what CloudFront's document policy adds in AWS; HSTS is AWS's,
// checked in test/cdk/web-stack.test.ts).
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('back-office documents', () => {
  for (const path of ['/login', '/switchboard', '/account/security', '/manage-users']) {
    it(`${path}: a nonce CSP without inline scripts, no framing, no sniffing`, async () => {
      const response = await api.get<string>(path, { host: 'agency.localhost' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(response.headers['content-security-policy']);
      const scripts = directive(csp, 'script-src');
      expect(scripts).toMatch(/^script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic' 'self'$/);
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      // Every script of the document carries this response's nonce.
      const nonce = scripts?.match(/'nonce-([^']+)'/)?.[1];
      const tags = response.text.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags.filter((t) => !t.includes('type="application/json"'))) {
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  it('gives each response its own nonce', async () => {
    const [a, b] = await Promise.all([
      api.get<string>('/switchboard', { host: 'agency.localhost' }),
      api.get<string>('/switchboard', { host: 'agency.localhost' }),
    ]);
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });
});
