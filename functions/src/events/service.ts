// The public side of the calendar: get-all-events for a visitor or a signed-in member.
import type { GetAllEventsBody, EventsReply } from '@shared/events/schemas';
import type { OnSite, RequestContext } from '../kernel/context';
import type { Event } from '../platform/pipeline';
import { eventById, eventsInWindow, windowList, windowOf, type EventRecord } from './events';
import { viewerLevel } from './viewer';

/**
 * get-all-events (public): the site's company's events of the window. Status Yes adds private
 * events only for a caller whose token proves parent level or above in this company; a
 * visitor, or a body saying Yes without such a token, gets public events only.
 */
export async function publicEvents(
  ctx: RequestContext<OnSite>,
  body: GetAllEventsBody,
  event: Event,
): Promise<EventsReply> {
  const window = windowOf(ctx.clock, body);
  const level = body.status === 'Yes' ? await viewerLevel(ctx, event) : 1;
  return windowList(ctx, window, level);
}

/** An event as the site's head and sitemap name it: nothing but what a visitor may see. */
export type PublicEventSummary = {
  id: string;
  title: string;
  description: string;
  start: string;
  end: string;
  updated_at: string | null;
};

const summaryOf = (r: EventRecord): PublicEventSummary => ({
  id: r.id,
  title: r.title,
  description: r.description ?? '',
  start: r.start,
  end: r.end,
  updated_at: r.updated_at ?? null,
});

/**
 * The company's PUBLIC events of the default window (45 days back to 365 ahead, at most
 * MAX_EVENTS_IN_WINDOW): one Query, as the events calendar and /events.ics read it.
 */
export async function publicEventsOfWindow(
  ctx: Pick<RequestContext, 'db' | 'emis' | 'clock'>,
): Promise<PublicEventSummary[]> {
  const rows = await eventsInWindow(ctx.db, ctx.emis, windowOf(ctx.clock, {}), false);
  return rows.filter((r) => r.private !== 'Yes').map(summaryOf);
}

/** One public event of the company, or undefined (private, missing or another company's). */
export async function publicEvent(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  id: string,
): Promise<PublicEventSummary | undefined> {
  const found = await eventById(ctx, id);
  return found && found.private !== 'Yes' ? summaryOf(found) : undefined;
}
