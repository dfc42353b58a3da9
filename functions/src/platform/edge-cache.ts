/**
 * How long CloudFront keeps a public page document or public GET answer (the site's calendar,
 * sitemap, robots.txt) per host: the Web stack's cache policy bounds it (default, max), and the
 * answer's Cache-Control sets it within those bounds. An edit to the site invalidates its pages
 * at once (kernel/site-cache.ts); the minute only bounds what an edit on a site without its own
 * distribution tenant, or a failed invalidation, leaves stale.
 */
export const EDGE_TTL_SECONDS = { default: 60, max: 300 } as const;

/**
 * Browsers ask again every time (a signed-in visitor sees their edit at once); the edge keeps
 * the answer a minute and may serve it a minute longer while it fetches the next one.
 */
export const PUBLIC_PAGE_CACHE = `public, max-age=0, s-maxage=${EDGE_TTL_SECONDS.default}, stale-while-revalidate=${EDGE_TTL_SECONDS.default}`;
