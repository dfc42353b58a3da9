import { defineHandler } from '../../platform/handler';

/** Liveness: answers once the process serves requests. It touches nothing else. */
export const handler = defineHandler('GET /health', {}, async () => ({ status: 'ok' }));
