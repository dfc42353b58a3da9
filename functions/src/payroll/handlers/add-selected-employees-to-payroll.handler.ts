import { addEmployeesBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { addEmployees } from '../runs';

export const handler = defineHandler(
  'POST /auth/add-selected-employees-to-payroll',
  { body: addEmployeesBody },
  async ({ ctx, body }) => addEmployees(ctx, body.payrollID, body.selectedEmployees),
);
