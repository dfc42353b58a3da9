// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Payroll (issue 15): runs, payslips, employees, salaries, rates; the tax in shared/src/payroll.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const payrollRoutes = /* @__PURE__ */ (() =>
  ({
    'GET /auth/get-all-payrolls-for-current-year': {
      handler: 'payroll/handlers/get-all-payrolls-for-current-year.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/create-payroll': {
      handler: 'payroll/handlers/create-payroll.handler.ts',
      feature: 'payroll',
      idempotent: true,
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/get-payroll-data': {
      handler: 'payroll/handlers/get-payroll-data.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/get-employees-already-on-payslip': {
      handler: 'payroll/handlers/get-employees-already-on-payslip.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/add-selected-employees-to-payroll': {
      handler: 'payroll/handlers/add-selected-employees-to-payroll.handler.ts',
      feature: 'payroll',
      idempotent: true,
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/submit-earnings-and-deductions': {
      handler: 'payroll/handlers/submit-earnings-and-deductions.handler.ts',
      feature: 'payroll',
      idempotent: true,
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/delete-selected-payrolls': {
      handler: 'payroll/handlers/delete-selected-payrolls.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/remove-staff-from-payroll': {
      handler: 'payroll/handlers/remove-staff-from-payroll.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-employees': {
      handler: 'payroll/handlers/get-all-employees.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/delete-selected-employees': {
      handler: 'payroll/handlers/delete-selected-employees.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/create-salary': {
      handler: 'payroll/handlers/create-salary.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-salaries': {
      handler: 'payroll/handlers/get-all-salaries.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/apply-salary-to-selected-staff': {
      handler: 'payroll/handlers/apply-salary-to-selected-staff.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/create-staff-rate': {
      handler: 'payroll/handlers/create-staff-rate.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-rates': {
      handler: 'payroll/handlers/get-all-rates.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/capture-rate-now': {
      handler: 'payroll/handlers/capture-rate-now.handler.ts',
      feature: 'payroll',
      idempotent: true,
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'GET /auth/get-all-staff-categories': {
      handler: 'payroll/handlers/get-all-staff-categories.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    // Issue 25: the talent profile's bank details, read where payroll keeps them.
    'POST /auth/get-employee': {
      handler: 'payroll/handlers/get-employee.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: [],
    },
    'POST /auth/save-employee': {
      handler: 'payroll/handlers/save-employee.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/finalise-payroll': {
      handler: 'payroll/handlers/finalise-payroll.handler.ts',
      feature: 'payroll',
      idempotent: true,
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
    'POST /auth/save-payroll-settings': {
      handler: 'payroll/handlers/save-payroll-settings.handler.ts',
      feature: 'payroll',
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
