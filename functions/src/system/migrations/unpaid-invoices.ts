import { unpaidKeys } from '../../documents';
import { companyMigration, type Done } from './companies';
import type { MigrationContext } from './migration';
import { backfillSparseKeys } from './sparse-keys';

/**
 * One company's invoices, a page at a time: each one's unpaid index keys as its record says (set
 * while it has a balance and a due date, removed once paid in full), written only while its paid
 * total and due date are as read (a payment or an edit since then set its own keys).
 */
export const backfillUnpaidInvoices = (ctx: MigrationContext, emis: string): Promise<Done> =>
  backfillSparseKeys(ctx, {
    emis,
    kind: 'invoice',
    fields: ['gsi4pk', 'gsi4sk'],
    want: (raw) => {
      if (typeof raw.seq !== 'string' || typeof raw.total !== 'number') return 'leave';
      const keys = unpaidKeys(emis, {
        seq: raw.seq,
        due_date: typeof raw.due_date === 'string' ? raw.due_date : undefined,
        total: raw.total,
        total_paid: typeof raw.total_paid === 'number' ? raw.total_paid : 0,
      });
      return keys && [keys.unpaid_key, keys.unpaid_at];
    },
    held: ['total_paid', 'due_date'],
  });

/**
 * 0020, documents (issue 28): invoices written before the unpaid index (gsi4) get their place
 * in it while they have a balance, so the overdue list finds them; a second run writes nothing.
 */
export const unpaidInvoicesMigration = companyMigration(
  '0020-documents-unpaid-index',
  'Unpaid invoices by due date, for the overdue invoices list',
  backfillUnpaidInvoices,
);
