import sanitizeHtml from 'sanitize-html';

/**
 * A post body's allow-list (REFERENCE.md "Rich text and sanitising"), applied on the server at
 * write time, so what is stored is what every reader gets. Text formatting, headings, lists,
 * quotes and code; links only to http, https and mailto, each opened without the opener and
 * without passing rank. No images in the body: a post's pictures are its folder's slideshow.
 * No style, class or event attribute survives, and script, style, xmp, iframe, svg and the
 * like go with their content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped whole, text included (sanitize-html's default list plus the dangerous extras).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'xmp',
    'iframe',
    'svg',
    'math',
    'object',
    'embed',
    'template',
    'title',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every kept link gets the same rel, whatever was sent; a target is only ever _blank.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer nofollow',
        ...(attribs.target ? { target: '_blank' } : {}),
      },
    }),
    b: 'strong',
    i: 'em',
  },
};

/** The body as stored and served: the allow-list above, nothing else. */
export function sanitisePostBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
