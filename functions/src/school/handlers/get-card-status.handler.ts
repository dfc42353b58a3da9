import { studentBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { cardStatus } from '../school';

export const handler = defineHandler(
  'POST /auth/get-card-status',
  { body: studentBody },
  async ({ ctx, body }) => cardStatus(ctx, body.sid),
);
