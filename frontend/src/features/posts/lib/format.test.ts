import { describe, expect, it } from 'vitest';
import { excerpt, postDate } from './format';
import { isSafeHref } from './safe-link';

describe('posts’ small helpers', () => {
  it('accepts only http, https and mailto links', () => {
    for (const ok of ['https://example.com/a?b=1', 'http://x.co.za', 'mailto:a@b.co'])
      expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'example.com',
      'mailto:nobody',
    ])
      expect(isSafeHref(bad), bad).toBe(false);
  });

  it('reads the date as a day in Johannesburg and the body as plain words', () => {
    expect(postDate('2026-03-14')).toBe('14 March 2026');
    expect(excerpt('<h3>Programme</h3><ul><li>08:00 start</li></ul><p>Come &amp; see</p>')).toBe(
      'Programme 08:00 start Come & see',
    );
    expect(excerpt('<p>one two three</p>', 2)).toBe('one two…');
  });
});
