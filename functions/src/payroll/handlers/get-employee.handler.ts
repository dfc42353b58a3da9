import { getEmployeeBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { getEmployee } from '../employees';

export const handler = defineHandler(
  'POST /auth/get-employee',
  { body: getEmployeeBody },
  async ({ ctx, body }) => getEmployee(ctx, body.staffID),
);
