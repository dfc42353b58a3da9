/**
 * Host names of a company's site over its life (issue 27): which names one domain is served
 * under (an apex and its www twin), and whether a name sits under the provider's own wildcard.
 */

/**
 * Public suffixes of two labels that companies here register under. A name one label under
 * one of these (or one label under a one-label suffix such as `.com`) is an apex: DNS cannot put
 * a CNAME there, and people type it with and without `www.`. A short list, not the whole public
 * suffix list: a name it misses is served as given, without its twin.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.za',
  'org.za',
  'net.za',
  'web.za',
  'gov.za',
  'ac.za',
  'edu.za',
  'law.za',
  'nom.za',
  'co.uk',
  'org.uk',
  'com.au',
  'co.nz',
  'co.ke',
  'co.bw',
  'co.na',
  'co.zw',
  'com.na',
]);

/** Whether `host` is a registrable domain itself (example.co.za, example.com), not a name under one. */
export function isApex(host: string): boolean {
  const labels = host.split('.');
  if (labels.length === 2) return !host.endsWith('.localhost') && !TWO_LABEL_SUFFIXES.has(host);
  return labels.length === 3 && TWO_LABEL_SUFFIXES.has(labels.slice(1).join('.'));
}

/**
 * The names one domain is served under: an apex with its `www.` twin, a `www.` name with its
 * apex; any other name alone. The name given comes first: it is the canonical one.
 */
export function servedHosts(domain: string): string[] {
  if (isApex(domain)) return [domain, `www.${domain}`];
  if (domain.startsWith('www.') && isApex(domain.slice(4))) return [domain, domain.slice(4)];
  return [domain];
}

/** Whether `host` is one label under the provider's zone: the wildcard certificate covers it. */
export function isUnderZone(host: string, zone: string | undefined): boolean {
  if (!zone) return false;
  const suffix = `.${zone}`;
  if (!host.endsWith(suffix)) return false;
  const label = host.slice(0, -suffix.length);
  return label.length > 0 && !label.includes('.');
}

/** Whether `host` is the zone itself or deeper than one label under it (no certificate covers it). */
export function isInZone(host: string, zone: string | undefined): boolean {
  return Boolean(zone) && (host === zone || host.endsWith(`.${zone}`));
}
