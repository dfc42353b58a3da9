import { saveTaskBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { saveTask } from '../tasks';

export const handler = defineHandler(
  'POST /auth/save-task',
  { body: saveTaskBody },
  async ({ ctx, body }) => saveTask(ctx, body),
);
