import { feesOwingMigration } from './fees-owing';
import { indexKeysBackfill } from './index-keys';
import { listedProductsMigration } from './listed-products';
import { invoicesDueMigration, ISSUE_24_MIGRATIONS, quoteFiguresOnceMigration } from './issue-24';
import { lowStockMigration } from './low-stock';
import { matterInvoicesMigration } from './matter-invoices';
import { mattersListMigration } from './matters-list';
import type { Migration } from './migration';
import { payrollYtdMigration } from './payroll-ytd';
import { planYearMigration } from './plan-year';
import { tasksDueMigration } from './tasks-due';
import { uniqueMarkersMigration } from './unique-markers';
import { unpaidInvoicesMigration } from './unpaid-invoices';
import { usersCounterMigration } from './users-counter';

/**
 * Every data migration, in the order they run (each after the previous one finished). A new one
 * goes at the end with the next number; a deployed one is never renamed or removed (its record
 * says it is done).
 */
export const MIGRATIONS: readonly Migration[] = [
  indexKeysBackfill,
  ...ISSUE_24_MIGRATIONS,
  planYearMigration,
  usersCounterMigration,
  quoteFiguresOnceMigration,
  mattersListMigration,
  invoicesDueMigration,
  payrollYtdMigration,
  feesOwingMigration,
  tasksDueMigration,
  lowStockMigration,
  unpaidInvoicesMigration,
  matterInvoicesMigration,
  uniqueMarkersMigration,
  listedProductsMigration,
];
