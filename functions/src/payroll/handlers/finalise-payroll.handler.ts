import { payrollIdBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { finalisePayroll } from '../runs';

export const handler = defineHandler(
  'POST /auth/finalise-payroll',
  { body: payrollIdBody },
  async ({ ctx, body }) => finalisePayroll(ctx, body.payrollID),
);
