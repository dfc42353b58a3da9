import { studentBody } from '@shared/school/schemas';
import { defineHandler } from '../../platform/handler';
import { studentPayments } from '../payments';

export const handler = defineHandler(
  'POST /auth/get-selected-student-payment',
  { body: studentBody },
  async ({ ctx, body }) => studentPayments(ctx, body.sid),
);
