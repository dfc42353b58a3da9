import { caseBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { matterTasks } from '../tasks';

export const handler = defineHandler(
  'POST /auth/get-all-tasks-for-selected-case',
  { body: caseBody },
  async ({ ctx, body }) => matterTasks(ctx, body.caseID),
);
