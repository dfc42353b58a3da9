import { linkMatterInvoice } from '../../documents';
import { companyMigration, partition, type Done } from './companies';
import type { MigrationContext } from './migration';

/** One company's invoices, a page at a time: each one made for a matter gets its link. */
export async function backfillMatterInvoices(ctx: MigrationContext, emis: string): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, `${emis}#invoice`, 'invoice')) {
    done.scanned += page.length;
    for (const raw of page) {
      const { case_id, seq, number } = raw;
      if (typeof case_id !== 'string' || !case_id) continue;
      if (typeof seq !== 'string' || typeof number !== 'number') continue;
      if (await linkMatterInvoice({ db: ctx.db, emis }, { case_id, seq, number }))
        done.written += 1;
    }
  }
  return done;
}

/**
 * 0021, documents (issue 24): invoices made for a legal matter before the matters' invoice
 * lists get their link, so a matter finds them with one Query; a second run writes nothing.
 */
export const matterInvoicesMigration = companyMigration(
  '0021-documents-matter-invoices',
  "Each legal matter's invoices in a list of their own",
  backfillMatterInvoices,
);
