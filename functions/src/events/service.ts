// The public side of the calendar: get-all-events for a visitor or a signed-in member.
import type { GetAllEventsBody, EventsReply } from '@shared/events/schemas';
import type { OnSite, RequestContext } from '../kernel/context';
import type { Event } from '../platform/pipeline';
import { windowList, windowOf } from './events';
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
