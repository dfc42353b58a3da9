import { deleteTasksBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteTasks } from '../tasks';

export const handler = defineHandler(
  'POST /auth/delete-tasks',
  { body: deleteTasksBody },
  async ({ ctx, body }) => deleteTasks(ctx, body),
);
