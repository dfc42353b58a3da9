// What a page's head needs, read through the owning domains' index.ts: bounded reads only (one
// item by id, or one window Query), and only for the page being asked for.
import { planIncludes } from '@shared/plans/entitlements';
import { stamp, type OnSite, type RequestContext } from '../../kernel/context';
import { publicEvent, publicEventsOfWindow } from '../../events';
import { publishedPost } from '../../posts';

/** Items a page's head loaded, kept for its server-rendered body (read once per request). */
export type PageItems = { post?: Awaited<ReturnType<typeof publishedPost>> };
import { siteProduct } from '../../store';
import { PUBLIC_PAGES, type SeoEvent, type SeoPage } from './head';

/** Events the events page's head describes: the next ones, not the whole window. */
export const HEAD_EVENTS = 20;

/** An id as the product, post and event ids are (ULIDs and the like); anything else is missing. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idOf = (value: string | null | undefined) => (value && ID.test(value) ? value : undefined);

const eventOf = (e: SeoEvent): SeoEvent => ({
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
      const id = idOf(query.get('product'));
      const product = id ? await siteProduct(ctx, id) : undefined;
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
      const now = stamp(ctx);
      const events = (await publicEventsOfWindow(ctx))
        .filter((e) => e.end >= now)
        .slice(0, HEAD_EVENTS);
      return { kind: 'events', events: events.map(eventOf) };
    }
    case 'store':
      return planIncludes(ctx.company.plan, 'store') ? { kind } : { kind: 'private' };
    default:
      return { kind };
  }
}
