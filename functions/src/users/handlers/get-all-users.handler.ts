import { usersListQuery } from '@shared/users/schemas';
import { defineHandler } from '../../platform/handler';
import { listMembers } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-users',
  { query: usersListQuery },
  ({ ctx, query }) => listMembers(ctx, 'all', query),
);
