import { clientProfileBody } from '@shared/documents/schemas';
import { defineHandler } from '../../platform/handler';
import { clientProfile } from '../profile';

export const handler = defineHandler(
  'POST /auth/get-client-profile',
  { body: clientProfileBody },
  async ({ ctx, body }) => clientProfile(ctx, body),
);
