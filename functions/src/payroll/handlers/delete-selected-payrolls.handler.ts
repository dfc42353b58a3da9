import { deletePayrollsBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { deletePayrolls } from '../runs';

export const handler = defineHandler(
  'POST /auth/delete-selected-payrolls',
  { body: deletePayrollsBody },
  async ({ ctx, body }) => deletePayrolls(ctx, body.selectedPayrollIDs),
);
