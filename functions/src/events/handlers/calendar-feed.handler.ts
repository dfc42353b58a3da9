import { defineHandler } from '../../platform/handler';
import { staffFeed } from '../feeds';

/** A staff member's bookings as an iCalendar feed, behind its private token. */
export const handler = defineHandler('GET /calendar-feed/{token}', {}, ({ ctx, params }) =>
  staffFeed(ctx, params.token ?? ''),
);
