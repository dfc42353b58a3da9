import { billablesBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { billablesFor } from '../billing';

export const handler = defineHandler(
  'POST /auth/get-billables',
  { body: billablesBody },
  async ({ ctx, body }) => billablesFor(ctx, body),
);
