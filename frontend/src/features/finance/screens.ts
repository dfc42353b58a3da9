import { Wallet } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

const guard = {
  level: LEVEL.manager,
  denied: 'Finance is for managers.',
  feature: 'finance',
} as const;

/** Finance (issue 14): the finance switchboard, dashboard, expenses, budgets, accounts, receipts. */
export const FINANCE_SCREENS: Screen[] = [
  {
    path: '/finance-switchboard',
    page: () => import('./pages/finance-switchboard-page').then((m) => m.FinanceSwitchboardPage),
    guard,
    tiles: [
      {
        title: 'Finance',
        description: 'Accounts, budgets, expenses and the finance dashboard.',
        icon: Wallet,
        order: 66,
        level: LEVEL.manager,
        feature: 'finance',
      },
    ],
  },
  {
    path: '/finance-dashboard',
    page: () => import('./pages/finance-dashboard-page').then((m) => m.FinanceDashboardPage),
    guard,
  },
  {
    path: '/finance-expenses',
    page: () => import('./pages/finance-expenses-page').then((m) => m.FinanceExpensesPage),
    guard,
  },
  {
    path: '/financial-budgets',
    page: () => import('./pages/financial-budgets-page').then((m) => m.FinancialBudgetsPage),
    guard,
  },
  {
    path: '/financial-accounts',
    page: () => import('./pages/financial-accounts-page').then((m) => m.FinancialAccountsPage),
    guard,
  },
  {
    path: '/expense-receipts',
    page: () => import('./pages/expense-receipts-page').then((m) => m.ExpenseReceiptsPage),
    guard,
  },
];
