import { ChartColumn, Landmark, PiggyBank, ReceiptText, type LucideIcon } from 'lucide-react';

/** The Finance Switchboard's tiles (extended.md §2), in order. */
export const FINANCE_TILES: ReadonlyArray<{
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}> = [
  {
    to: '/financial-accounts',
    title: 'Financial Accounts',
    description: 'Bank, card and cash accounts with their balances.',
    icon: Landmark,
  },
  {
    to: '/financial-budgets',
    title: 'Budgets',
    description: 'What you plan to spend and earn, by period.',
    icon: PiggyBank,
  },
  {
    to: '/finance-expenses',
    title: 'Expenses',
    description: 'Expenses by category and provider, with their VAT.',
    icon: ReceiptText,
  },
  {
    to: '/finance-dashboard',
    title: 'Finance Dashboard',
    description: 'Income and expenses in charts, net profit and VAT.',
    icon: ChartColumn,
  },
];
