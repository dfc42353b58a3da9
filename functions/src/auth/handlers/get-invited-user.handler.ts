import { invitationTokenBody } from '@shared/auth/schemas';
import { defineHandler } from '../../platform/handler';
import { invitedUser } from '../service';

export const handler = defineHandler(
  'POST /auth/get-invited-user',
  { body: invitationTokenBody },
  ({ ctx, body }) => invitedUser(ctx, body),
);
