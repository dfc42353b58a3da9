import { describe, expect, it } from 'vitest';
import { api } from './support';
import { SCHOOL, publicPosts, savePost } from './posts-support';

const STAFF = `staff@${SCHOOL}`;

/**
 * The known payloads (OWASP's filter evasion list, sanitize-html's past bypasses): each carries a
 * marker, so what reaches a reader can be searched for it.
 */
const PAYLOADS = [
  '<script>alert("xss-1")</script>',
  '<img src=x onerror="alert(\'xss-2\')">',
  '<p onclick="alert(\'xss-3\')">click</p>',
  '<a href="javascript:alert(\'xss-4\')">link</a>',
  '<a href="JaVaScRiPt:alert(\'xss-5\')">link</a>',
  '<a href="java&#x09;script:alert(\'xss-6\')">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLTcnKTwvc2NyaXB0Pg==">xss-7</a>',
  '<svg onload="alert(\'xss-8\')"><circle r="1"/></svg>',
  '<style>body{background:url("xss-9")}</style>',
  '<p style="background:url(javascript:alert(\'xss-10\'))">styled</p>',
  '<xmp><script>alert("xss-11")</script></xmp>',
  '<iframe src="https://evil.example/xss-12"></iframe>',
  '<ScRiPt>alert("xss-13")</sCrIpT>',
  '<scr<script>ipt>alert("xss-14")</scr</script>ipt>',
  '<div><svg><animate onbegin="alert(\'xss-15\')" attributeName="x"/></svg></div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="alert(\'xss-16\')">',
  '<a href="vbscript:msgbox(\'xss-17\')">vb</a>',
  '<object data="javascript:alert(\'xss-18\')"></object>',
  '<body onload="alert(\'xss-19\')">',
  '<a href="  javascript:alert(\'xss-20\')">spaced</a>',
];

/** What must never reach a reader: a script-capable tag, an event attribute, a bad scheme. */
const FORBIDDEN = [
  /<script/i,
  /<svg/i,
  /<style/i,
  /<iframe/i,
  /<xmp/i,
  /<img/i,
  /<object/i,
  /<math/i,
  /<body/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
];

describe('post bodies are sanitised on the server', () => {
  it('serves none of the known XSS payloads, in the API or in the read-post page', async () => {
    const saved = await savePost(STAFF, {
      title: 'XSS probe',
      // The safe parts first: an unclosed payload swallows what follows it.
      body: `<p>Safe text</p><p><a href="https://example.com">ok</a></p>${PAYLOADS.join('\n')}`,
      datePosted: '2026-02-03',
    });
    const read = await publicPosts(SCHOOL, { postId: saved.id });
    expect(read.status).toBe(200);
    const list = await publicPosts(SCHOOL, { limit: 50 });
    const listed = list.body.rows.find((p) => p.id === saved.id);
    expect(listed).toBeDefined();
    for (const body of [saved.body, read.body.post!.body, listed!.body]) {
      for (const pattern of FORBIDDEN) expect(body, String(pattern)).not.toMatch(pattern);
      // The allowed parts are kept (links get the rel).
      expect(body).toContain('<p>Safe text</p>');
      expect(body).toContain(
        '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>',
      );
    }
    // The page document of read-post (its head describes the post, and the server renders it)
    // carries no payload marker where a browser could run it: in no tag or attribute, in no
    // script or style element. The site's data and the structured data are JSON (data, never run); what is left of a
    // payload as plain text (a stripped link's words) is inert.
    const page = await api.get(`/read-post?post=${saved.id}`, { host: SCHOOL });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"');
    const runnable = [
      ...(page.text.match(/<[a-z!/][^>]*>/gi) ?? []),
      ...(page.text.match(/<script(?![^>]*application\/(?:ld\+)?json)[^>]*>[\s\S]*?<\/script>/gi) ??
        []),
      ...(page.text.match(/<style[^>]*>[\s\S]*?<\/style>/gi) ?? []),
    ];
    // A quoted attribute value is text (its quotes are escaped: the head's description of the
    // post quotes what is left of the payloads, as a meta tag's content, which nothing runs).
    const unquoted = (part: string) =>
      part.startsWith('<meta ') ? part.replace(/="[^"]*"/g, '=""') : part;
    expect(runnable.filter((part) => /xss-\d+/.test(unquoted(part)))).toEqual([]);
    for (const block of page.text.match(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ) ?? [])
      expect(() => JSON.parse(block.replace(/^<script[^>]*>|<\/script>$/g, ''))).not.toThrow();
  });

  it('sanitises an edit as it does a new post', async () => {
    const saved = await savePost(STAFF, { title: 'XSS edit', body: '<p>fine</p>' });
    const edited = await savePost(STAFF, {
      postId: saved.id,
      title: 'XSS edit',
      body: '<p>x</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a>',
    });
    expect(edited.body).toBe('<p>x</p><a rel="noopener noreferrer nofollow">y</a>');
    const read = await publicPosts(SCHOOL, { postId: saved.id });
    expect(read.body.post?.body).toBe(edited.body);
  });
});
