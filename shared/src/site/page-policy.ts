const COMMON = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  // Styles keep 'unsafe-inline': the theme colours, Radix's style="" attributes and
  // FullCalendar's injected <style> elements cannot carry a nonce.
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The charity's map is a Google Maps embed; the quote and invoice previews are PDFs built in
  // the browser and shown from blob: addresses.
  'frame-src blob: https://www.google.com https://maps.google.com',
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  // Card payments post the checkout form to the provider's page.
  "form-action 'self' https:",
];

/**
 * The Content-Security-Policy of the web app's static files and of a document served without a
 * nonce: scripts from the site's own origin only, never inline, never eval.
 */
export const PAGE_CSP = [...COMMON, "script-src 'self'"].join('; ');

/**
 * The policy of a page document (GET / and GET /{page+}): its scripts carry this response's
 * nonce, and what they load is trusted through 'strict-dynamic' ('self' only for browsers
 * without it). No 'unsafe-inline' and no 'unsafe-eval' for scripts.
 */
export function pageCsp(nonce: string): string {
  return [...COMMON, `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`].join('; ');
}

/** The placeholder Vite writes as every tag's nonce (html.cspNonce); replaced per response. */
export const NONCE_PLACEHOLDER = 'KANTOOR_CSP_NONCE';
