import { createSalaryBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { createSalary } from '../employees';

export const handler = defineHandler(
  'POST /auth/create-salary',
  { body: createSalaryBody },
  async ({ ctx, body }) => createSalary(ctx, body),
);
