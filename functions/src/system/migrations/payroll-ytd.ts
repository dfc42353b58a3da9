import { backfillPayrollYtd } from '../../payroll';
import { companyMigration } from './companies';

/** 0016, payroll (issue 28): each finalised run's tax-year-to-date item (payroll/ytd-backfill.ts). */
export const payrollYtdMigration = companyMigration(
  '0016-payroll-ytd',
  "Each finalised payroll run's tax-year-to-date figures per employee",
  async (ctx, emis) => backfillPayrollYtd(ctx.db, emis),
);
