/**
 * Where CloudFront sends a path pattern: the HTTP API uncached, the HTTP API cached per host
 * like a page document (public GETs flagged `edgeCache`), or the media bucket.
 */
export type EdgeTarget = 'api' | 'cached' | 'media';

export type EdgePath = { pattern: string; target: EdgeTarget };

/** Routes under /images/* are answered from the media bucket (keys images/{folder}/{emis}/{name}). */
export const MEDIA_SEGMENT = 'images';
/** First path segments CloudFront serves straight from the media bucket (same key prefix). */
export const MEDIA_SEGMENTS: readonly string[] = [MEDIA_SEGMENT, 'tutorials'];

/** Query keys that name a page document's item: part of the documents' cache key. */
export const DOCUMENT_QUERY_KEYS = ['product', 'post', 'event'] as const;

// CloudFront's default quota of cache behaviours per distribution, counting the default one.
export const MAX_BEHAVIOURS = 25;

/**
 * CloudFront path patterns generated from the route table, so the site and the API share the
 * tenant's host. A route with more than one segment is covered by `/<first segment>/*` (all of
 * /auth/... is one behaviour); a single-segment route (`/get-company-with-domain`) gets an exact
 * pattern, so client-side pages of the React app keep falling through to the default behaviour.
 */
export function edgePaths(
  routes: ReadonlyArray<{ path: string; method?: string; document?: true; edgeCache?: true }>,
): EdgePath[] {
  const patterns = new Map<string, EdgeTarget>();
  for (const { path, method, document, edgeCache } of routes) {
    // Page documents are the default behaviour: every path no other pattern claims.
    if (document) continue;
    const segments = path.split('/').filter(Boolean);
    const first = segments[0];
    if (!path.startsWith('/') || !first || /[{}*?]/.test(first)) {
      throw new Error(`${path}: CloudFront needs a fixed first path segment to route it`);
    }
    if (edgeCache) {
      // Only an exact public GET path is cached: a pattern would cache its siblings too.
      if (segments.length !== 1 || (method && method !== 'GET'))
        throw new Error(`${path}: only a single-segment GET route can be cached at the edge`);
      patterns.set(path, 'cached');
      continue;
    }
    if (segments.length === 1) patterns.set(path, 'api');
    else patterns.set(`/${first}/*`, MEDIA_SEGMENTS.includes(first) ? 'media' : 'api');
  }
  if (patterns.size + 1 > MAX_BEHAVIOURS) {
    throw new Error(
      `${patterns.size + 1} CloudFront behaviours exceed the quota of ${MAX_BEHAVIOURS}: group more routes`,
    );
  }
  return [...patterns]
    .map(([pattern, target]) => ({ pattern, target }))
    .sort((a, b) => (a.pattern < b.pattern ? -1 : 1)); // patterns are unique
}
