import { defineHandler } from '../../platform/handler';
import { publicFeed } from '../feeds';

/** The site's company's public events as an iCalendar feed (GET /events.ics). */
export const handler = defineHandler('GET /events.ics', {}, ({ ctx }) => publicFeed(ctx));
