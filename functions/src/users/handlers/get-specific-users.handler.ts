import { specificUsersBody } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { listMembers } from '../service';

export const handler = defineHandler(
  'POST /auth/get-specific-users',
  { body: specificUsersBody },
  ({ ctx, body }) => listMembers(ctx, body.filter, body),
);
