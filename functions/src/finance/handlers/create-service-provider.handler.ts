import { createProviderBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { createProvider } from '../providers';

export const handler = defineHandler(
  'POST /auth/create-service-provider',
  { body: createProviderBody },
  async ({ ctx, body }) => createProvider(ctx, body),
);
