import { applySalaryBody } from '@shared/payroll/schemas';
import { defineHandler } from '../../platform/handler';
import { applySalary } from '../employees';

export const handler = defineHandler(
  'POST /auth/apply-salary-to-selected-staff',
  { body: applySalaryBody },
  async ({ ctx, body }) => applySalary(ctx, body.salaryID, body.selectedStaff),
);
