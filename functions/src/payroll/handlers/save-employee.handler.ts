import { saveEmployeeBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { saveEmployee } from '../employees';

export const handler = defineHandler(
  'POST /auth/save-employee',
  { body: saveEmployeeBody },
  async ({ ctx, body }) => saveEmployee(ctx, body),
);
