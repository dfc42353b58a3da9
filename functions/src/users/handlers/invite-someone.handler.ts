import { inviteBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { inviteSomeone } from '../service';

export const handler = defineHandler(
  'POST /auth/invite-someone',
  { body: inviteBody },
  ({ ctx, body }) => inviteSomeone(ctx, body),
);
