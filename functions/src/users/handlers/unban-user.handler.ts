import { unbanUserBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { unbanUser } from '../service';

export const handler = defineHandler(
  'POST /auth/unban-user',
  { body: unbanUserBody },
  ({ ctx, body }) => unbanUser(ctx, body),
);
