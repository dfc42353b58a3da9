import { defineHandler } from '../../platform/handler';
import { listProviders } from '../providers';

export const handler = defineHandler('GET /auth/get-all-service-providers', {}, async ({ ctx }) =>
  listProviders(ctx),
);
