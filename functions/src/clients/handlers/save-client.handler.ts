import { saveClientBody } from '@shared/clients/schemas';
import { defineHandler } from '../../platform/handler';
import { saveClient } from '../service';

export const handler = defineHandler(
  'POST /auth/save-client',
  { body: saveClientBody },
  async ({ ctx, body }) => saveClient(ctx, body),
);
