import { createPayrollBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { createPayroll } from '../runs';

export const handler = defineHandler(
  'POST /auth/create-payroll',
  { body: createPayrollBody },
  async ({ ctx, body }) => createPayroll(ctx, body),
);
