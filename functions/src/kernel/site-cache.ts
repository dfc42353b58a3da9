import { randomUUID } from 'node:crypto';
import type { RequestContext } from './context';

/** Every page of the site: one wildcard is one invalidation path, whatever it covers. */
export const WHOLE_SITE = '/*';

// More separate paths than this in one request cost more than the wildcard saves.
const MAX_PATHS = 10;

type Pending = { emis: string; paths: Set<string> };

// The paths each request has changed, until the pipeline flushes them after the handler.
const pending = new WeakMap<object, Pending>();

/**
 * The paths to invalidate, coalesced: duplicates once, a path under a listed wildcard
 * (`/news/*` covers `/news/a`) dropped, and many paths (or `/*`) the whole site.
 */
export function coalescePaths(paths: Iterable<string>): string[] {
  const unique = [...new Set(paths)].sort();
  if (unique.includes(WHOLE_SITE)) return [WHOLE_SITE];
  const wildcards = unique.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));
  const kept = unique.filter(
    (p) => !wildcards.some((prefix) => p !== `${prefix}*` && p.startsWith(prefix)),
  );
  return kept.length > MAX_PATHS ? [WHOLE_SITE] : kept;
}

/**
 * THE call a domain makes after a write that changes what its company's public site shows
 * (settings, site images, posts, public events, listed products): one line after the commit,
 * never inside the transaction. The paths of a request are gathered and sent once, after the
 * handler answered (`flushSiteChanges`, run by the pipeline); the route declares
 * `uses: ['site:invalidate']`. Default: every page of the site (home, lists and sitemap show
 * most changes).
 */
export function siteChanged(
  ctx: Pick<RequestContext, 'emis'> & object,
  paths: readonly string[] = [WHOLE_SITE],
): void {
  const entry = pending.get(ctx) ?? { emis: ctx.emis, paths: new Set<string>() };
  for (const path of paths) entry.paths.add(path);
  pending.set(ctx, entry);
}

/**
 * Sends a request's gathered invalidation, if any: to the company's distribution tenant (the one
 * onboarding stored on the company). A failure is logged and never fails the user's write: the
 * cached pages then age out within the cache policy's minute.
 */
export async function flushSiteChanges(ctx: RequestContext<object>): Promise<void> {
  const entry = pending.get(ctx);
  if (!entry) return;
  pending.delete(ctx);
  const paths = coalescePaths(entry.paths);
  try {
    const company = await ctx.db.entities.company.get({ emis: entry.emis }).go();
    const tenantId = company.data?.domain_tenant || undefined;
    await ctx.deps.siteCache.invalidate(
      { emis: entry.emis, tenantId },
      paths,
      ctx.requestId || randomUUID(),
    );
  } catch (error) {
    ctx.log.error('site cache invalidation failed', {
      tenant: entry.emis,
      paths,
      reason: String(error),
    });
  }
}
