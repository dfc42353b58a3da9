import { saveProviderBody } from '@shared/finance/schemas';
import { defineHandler } from '../../platform/handler';
import { saveProvider } from '../providers';

export const handler = defineHandler(
  'POST /auth/save-service-provider',
  { body: saveProviderBody },
  async ({ ctx, body }) => saveProvider(ctx, body),
);
