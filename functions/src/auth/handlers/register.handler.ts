import { registerBody } from '@shared/auth/schemas';
import { defineHandler } from '../../platform/handler';
import { register } from '../service';

export const handler = defineHandler(
  'POST /auth/register',
  { body: registerBody },
  ({ ctx, body }) => register(ctx, body),
);
