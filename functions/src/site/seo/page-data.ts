// What a page's head needs, read through the owning domains' index.ts: bounded reads only (one
// item by id, or one window Query), and only for the page being asked for.
import type { SiteData, SiteEvent } from '@shared/site/site-data';
import { stamp, type OnSite, type RequestContext } from '../../kernel/context';
import { publicEvent, publicEventsOfWindow } from '../../events';
import { publishedPost } from '../../posts';

import { siteHasStore, siteProduct } from '../../store';

/** Items a page's head loaded, kept for its server-rendered body (read once per request). */
export type PageItems = {
  post?: Awaited<ReturnType<typeof publishedPost>>;
  /** /product-details: the listed product, null when the id names none. */
  product?: SiteData['product'];
  /** /events-calendar: the next public events. */
  events?: SiteEvent[];
};
import { PUBLIC_PAGES, type SeoPage } from './head';

/** Events the events page's head describes: the next ones, not the whole window. */
export const HEAD_EVENTS = 20;

/** An id as the product, post and event ids are (ULIDs and the like); anything else is missing. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idOf = (value: string | null | undefined) => (value && ID.test(value) ? value : undefined);

/**
 * The next public events (still running or to come) of the calendar's window, at most
 * HEAD_EVENTS: the events page's head and its list before the calendar loads.
 */
export async function upcomingEvents(ctx: RequestContext<OnSite>): Promise<SiteEvent[]> {
  const now = stamp(ctx);
  return (await publicEventsOfWindow(ctx))
    .filter((e) => e.end >= now)
    .slice(0, HEAD_EVENTS)
    .map(eventOf);
}

const eventOf = (e: SiteEvent): SiteEvent => ({
  id: e.id,
  title: e.title,
  description: e.description,
  start: e.start,
  end: e.end,
});

/**
 * The page at `path` (and its query) with the data its head names. An item that is missing,
 * unpublished, private or another company's makes the page private (noindex), as a 404 would.
 */
export async function seoPageOf(
  ctx: RequestContext<OnSite>,
  path: string,
  query: URLSearchParams,
  items: PageItems = {},
): Promise<SeoPage> {
  const kind = PUBLIC_PAGES[path.length > 1 ? path.replace(/\/+$/, '') : path];
  switch (kind) {
    case undefined:
      return { kind: 'private' };
    case 'product': {
      // The store's own links say `?id=`; the canonical URL says `?product=`.
      const id = idOf(query.get('product') ?? query.get('id'));
      const product = id ? await siteProduct(ctx, id) : undefined;
      items.product = product ?? null;
      return product ? { kind: 'product', product } : { kind: 'private' };
    }
    case 'post': {
      const id = idOf(query.get('post'));
      const post = id ? await publishedPost(ctx, id) : undefined;
      items.post = post;
      return post
        ? {
            kind: 'post',
            post: {
              id: post.id,
              title: post.title,
              body: post.body,
              date_posted: post.date_posted,
              updated_at: post.updated_at,
              author: post.user.name,
              images: post.images.map((i) => i.url),
            },
          }
        : { kind: 'private' };
    }
    case 'events': {
      const param = query.get('event');
      if (param !== null) {
        const id = idOf(param);
        const event = id ? await publicEvent(ctx, id) : undefined;
        return event ? { kind: 'event', event: eventOf(event) } : { kind: 'private' };
      }
      const events = await upcomingEvents(ctx);
      items.events = events;
      return { kind: 'events', events };
    }
    case 'store':
      return siteHasStore(ctx.company) ? { kind } : { kind: 'private' };
    default:
      return { kind };
  }
}
