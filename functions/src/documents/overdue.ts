import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ListQuery } from '@shared/catalogue/fields';
import type { OverdueInvoicesReply } from '@shared/documents/types';
import type { RequestContext } from '../kernel/context';
import { decodeCursor, encodeCursor } from '../kernel/pager';
import { today } from './dates';
import { invoiceView } from './read';
import { unpaidKey } from './unpaid-index';

/** A page's last key in the unpaid index: the table's keys and the index's. */
const CURSOR_KEYS = ['pk', 'sk', 'gsi4pk', 'gsi4sk'] as const;

/**
 * GET /auth/overdue-invoices (issue 28): a page of the company's invoices overdue today (due
 * before today in SAST, by the runtime clock; not paid in full), the longest overdue first:
 * ONE key-range Query of the sparse unpaid index (gsi4), whatever the invoices' history holds.
 * The cursor is accepted only for this company's unpaid partition (else 400).
 */
export async function overdueInvoices(
  ctx: RequestContext,
  query: ListQuery,
): Promise<OverdueInvoicesReply> {
  const emis = ctx.tenant.emis;
  const day = today(ctx);
  const start = decodeCursor(query.cursor, { field: 'gsi4pk', value: unpaidKey(emis) }, [
    ...CURSOR_KEYS,
  ]);
  const result = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: 'gsi4',
      // `<due date>#<seq>` < today: due on a day before today (today's own sort after it).
      KeyConditionExpression: '#pk = :pk AND #sk < :today',
      ExpressionAttributeNames: { '#pk': 'gsi4pk', '#sk': 'gsi4sk' },
      ExpressionAttributeValues: { ':pk': unpaidKey(emis), ':today': day },
      Limit: query.limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const rows = (result.Items ?? []).flatMap((item) => {
    const invoice = ctx.db.entities.invoice.parse({ Item: item }).data;
    // The index is eventually consistent: one paid in full a moment ago is left out.
    return invoice && invoice.emis === emis && invoice.total_paid < invoice.total
      ? [invoiceView(invoice)]
      : [];
  });
  return { rows, today: day, cursor: encodeCursor(result.LastEvaluatedKey) };
}
