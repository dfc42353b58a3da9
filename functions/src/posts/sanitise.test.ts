import { describe, expect, it } from 'vitest';
import { sanitisePostBody } from './sanitise';

describe('sanitisePostBody', () => {
  it('keeps the editor’s formatting and safe links, with rel added', () => {
    const html =
      '<h2>News</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul>' +
      '<p><a href="https://example.com/x">web</a> <a href="mailto:a@b.co">mail</a></p>';
    const out = sanitisePostBody(html);
    expect(out).toContain('<h2>News</h2>');
    expect(out).toContain('<strong>Bold</strong>');
    expect(out).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow">web</a>',
    );
    expect(out).toContain('href="mailto:a@b.co"');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', /script|alert/i],
    ['<img src=x onerror=alert(1)>', /onerror|<img/i],
    ['<p onclick="alert(1)">x</p>', /onclick/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript/i],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript/i],
    ['<a href="java&#x09;script:alert(1)">x</a>', /script:/i],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', /data:/i],
    ['<svg onload=alert(1)><circle/></svg>', /svg|onload/i],
    ['<style>body{display:none}</style><p style="color:red">x</p>', /style|display/i],
    ['<xmp><script>alert(1)</script></xmp>', /script|xmp|alert/i],
    ['<iframe src="https://evil.example"></iframe>', /iframe|evil/i],
    ['<ScRiPt>alert(1)</sCrIpT>', /script|alert/i],
    ['<scr<script>ipt>alert(1)</script>', /<script/i],
    ['<a href="//evil.example">x</a>', /evil/i],
  ])('removes %s', (payload, forbidden) => {
    expect(sanitisePostBody(payload)).not.toMatch(forbidden);
  });
});
