import { payrollObjectBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { payrollSlips } from '../runs';

export const handler = defineHandler(
  'POST /auth/get-payroll-data',
  { body: payrollObjectBody },
  async ({ ctx, body }) => payrollSlips(ctx, body.id),
);
