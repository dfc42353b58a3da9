import { userByEmailBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { memberByEmail } from '../service';

export const handler = defineHandler(
  'POST /auth/get-user-by-email',
  { body: userByEmailBody },
  ({ ctx, body }) => memberByEmail(ctx, body),
);
