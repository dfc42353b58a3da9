/**
 * The Content-Security-Policy of the web app's pages, the same wherever they are served: the
 * local server, the site-document function and CloudFront's response headers policy. Inline
 * styles are allowed (the theme colours are set inline); inline scripts are not.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
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
].join('; ');
