import { tasksDueQuery } from '@shared/legal/tasks-due';
import { defineHandler } from '../../platform/handler';
import { tasksDue } from '../tasks-due';

export const handler = defineHandler(
  'GET /auth/tasks-due',
  { query: tasksDueQuery },
  async ({ ctx, query }) => tasksDue(ctx, query),
);
