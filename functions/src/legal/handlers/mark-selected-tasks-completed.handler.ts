import { completeTasksBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { completeTasks } from '../tasks';

export const handler = defineHandler(
  'POST /auth/mark-selected-tasks-completed',
  { body: completeTasksBody },
  async ({ ctx, body }) => completeTasks(ctx, body),
);
