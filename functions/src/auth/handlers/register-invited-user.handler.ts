import { registerInvitedBody } from '@shared/auth/schemas';
import { defineHandler } from '../../platform/handler';
import { registerInvited } from '../service';

export const handler = defineHandler(
  'POST /auth/register-invited-user',
  { body: registerInvitedBody },
  ({ ctx, body }) => registerInvited(ctx, body),
);
