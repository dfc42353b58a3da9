import { removeStaffBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { removeStaff } from '../runs';

export const handler = defineHandler(
  'POST /auth/remove-staff-from-payroll',
  { body: removeStaffBody },
  async ({ ctx, body }) => removeStaff(ctx, body.selectedPayrollID, body.selectedPayslips),
);
