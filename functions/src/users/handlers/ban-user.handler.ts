import { banUserBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { banUser } from '../service';

export const handler = defineHandler(
  'POST /auth/ban-user',
  { body: banUserBody },
  ({ ctx, body }) => banUser(ctx, body),
);
