import { Users, Wallet } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

const denied = 'Payroll is kept by the company’s managers.';

/** Payroll: runs and payslips, employees with salaries and rates, printed payslips. */
export const PAYROLL_SCREENS: Screen[] = [
  {
    path: '/salaries-and-payslips',
    page: () => import('./pages/salaries-and-payslips-page').then((m) => m.SalariesAndPayslipsPage),
    guard: { level: LEVEL.manager, denied, feature: 'payroll' },
    tiles: [
      {
        title: 'Salaries & Payslips',
        description: 'Monthly payroll: payslips, earnings, deductions, PAYE, UIF and the EMP201.',
        icon: Wallet,
        order: 70,
        level: LEVEL.manager,
        feature: 'payroll',
      },
    ],
  },
  {
    path: '/manage-employees',
    page: () => import('./pages/manage-employees-page').then((m) => m.ManageEmployeesPage),
    guard: { level: LEVEL.manager, denied, feature: 'payroll' },
    tiles: [
      {
        title: 'Manage Employees',
        description: 'Employees’ payroll details, salaries and hourly rates.',
        icon: Users,
        order: 71,
        level: LEVEL.manager,
        feature: 'payroll',
      },
    ],
  },
  {
    path: '/get-payslips-pdf',
    page: () => import('./pages/payslips-pdf-page').then((m) => m.PayslipsPdfPage),
    guard: { level: LEVEL.manager, denied, feature: 'payroll' },
  },
];
