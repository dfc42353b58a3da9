import { addCaseBody } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { addCase } from '../matters';

export const handler = defineHandler(
  'POST /auth/add-case',
  { body: addCaseBody },
  async ({ ctx, body }) => addCase(ctx, body),
);
