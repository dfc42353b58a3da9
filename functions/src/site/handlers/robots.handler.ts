import { defineHandler } from '../../platform/handler';
import { siteRobots } from '../document';

/** The site's robots.txt, per host (GET /robots.txt). */
export const handler = defineHandler('GET /robots.txt', {}, ({ ctx }) => siteRobots(ctx));
