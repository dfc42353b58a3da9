import { deleteEmployeesBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteEmployees } from '../employees';

export const handler = defineHandler(
  'POST /auth/delete-selected-employees',
  { body: deleteEmployeesBody },
  async ({ ctx, body }) => deleteEmployees(ctx, body.selectedEmployees),
);
