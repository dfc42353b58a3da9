import { defineHandler } from '../../platform/handler';
import { serveTutorial } from '../tutorials';

export const handler = defineHandler('GET /tutorials/{name}', {}, ({ ctx, params }) =>
  serveTutorial(ctx, params.name),
);
