import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unpaidKeys } from '../../documents';
import { isConditionFailed } from '../../kernel/transaction';
import { companyMigration, partition, type Done, type Item } from './companies';
import type { MigrationContext } from './migration';

/**
 * An invoice's unpaid index keys as its record says (set while it has a balance and a due date,
 * removed once paid in full), written only when they differ and only while the invoice's paid
 * total and due date are as read (a payment or an edit since then set its own keys).
 */
async function fixKeys(ctx: MigrationContext, emis: string, raw: Item): Promise<boolean> {
  if (typeof raw.seq !== 'string' || typeof raw.total !== 'number') return false;
  const paid = typeof raw.total_paid === 'number' ? raw.total_paid : 0;
  const due = typeof raw.due_date === 'string' ? raw.due_date : undefined;
  const keys = unpaidKeys(emis, {
    seq: raw.seq,
    due_date: due,
    total: raw.total,
    total_paid: paid,
  });
  const want = keys ? { gsi4pk: keys.unpaid_key, gsi4sk: keys.unpaid_at } : undefined;
  if (want ? raw.gsi4pk === want.gsi4pk && raw.gsi4sk === want.gsi4sk : raw.gsi4pk === undefined)
    return false;
  try {
    await ctx.db.client.send(
      new UpdateCommand({
        TableName: ctx.db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: want ? 'SET gsi4pk = :pk, gsi4sk = :sk' : 'REMOVE gsi4pk, gsi4sk',
        ConditionExpression: [
          'attribute_exists(pk)',
          raw.total_paid === undefined ? 'attribute_not_exists(total_paid)' : 'total_paid = :paid',
          due === undefined ? 'attribute_not_exists(due_date)' : 'due_date = :due',
        ].join(' AND '),
        ExpressionAttributeValues: {
          ...(raw.total_paid === undefined ? {} : { ':paid': raw.total_paid }),
          ...(due === undefined ? {} : { ':due': due }),
          ...(want ? { ':pk': want.gsi4pk, ':sk': want.gsi4sk } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One company's invoices, a page at a time: each one's unpaid index keys as its record says. */
export async function backfillUnpaidInvoices(ctx: MigrationContext, emis: string): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, `${emis}#invoice`, 'invoice')) {
    done.scanned += page.length;
    for (const raw of page) if (await fixKeys(ctx, emis, raw)) done.written += 1;
  }
  return done;
}

/**
 * 0020, documents (issue 28): invoices written before the unpaid index (gsi4) get their place
 * in it while they have a balance, so the overdue list finds them; a second run writes nothing.
 */
export const unpaidInvoicesMigration = companyMigration(
  '0020-documents-unpaid-index',
  'Unpaid invoices by due date, for the overdue invoices list',
  backfillUnpaidInvoices,
);
