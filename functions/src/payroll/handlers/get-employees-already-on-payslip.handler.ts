import { payrollIdBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { payrollSlips } from '../runs';

export const handler = defineHandler(
  'POST /auth/get-employees-already-on-payslip',
  { body: payrollIdBody },
  async ({ ctx, body }) => payrollSlips(ctx, body.payrollID),
);
