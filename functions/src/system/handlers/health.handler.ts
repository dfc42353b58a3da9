import { defineHandler } from '../../platform/handler';

/**
 * Liveness: answers once the process serves requests, touching nothing else. `mode` tells the
 * web app whether local-only tools (the outbox) exist.
 */
export const handler = defineHandler('GET /health', {}, async ({ ctx: { deps } }) => ({
  status: 'ok',
  mode: deps.config.mode,
}));
