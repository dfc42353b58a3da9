import { statementBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { studentStatementOf } from '../statement';

export const handler = defineHandler(
  'POST /auth/get-student-statement',
  { body: statementBody },
  async ({ ctx, body }) => studentStatementOf(ctx, body),
);
