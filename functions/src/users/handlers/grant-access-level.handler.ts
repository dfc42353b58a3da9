import { grantAccessLevelBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { grantAccessLevel } from '../service';

export const handler = defineHandler(
  'POST /auth/grant-access-level',
  { body: grantAccessLevelBody },
  ({ ctx, body }) => grantAccessLevel(ctx, body),
);
