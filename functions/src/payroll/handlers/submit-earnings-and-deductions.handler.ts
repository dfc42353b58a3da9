import { earningsBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { submitEarnings } from '../runs';

export const handler = defineHandler(
  'POST /auth/submit-earnings-and-deductions',
  { body: earningsBody },
  async ({ ctx, body }) => submitEarnings(ctx, body),
);
