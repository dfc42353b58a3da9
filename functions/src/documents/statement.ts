import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  invoiceMovement,
  paymentMovement,
  type ClientStatement,
  type ClientStatementLine,
  type Movement,
} from '@shared/finance/client-statement';
import type { RequestContext } from '../kernel/context';
import { badCursor, decodeCursor, encodeCursor } from '../kernel/pager';
import { clientBalanceBefore, clientMovements } from './figures';

type Tenant = Pick<RequestContext, 'db' | 'emis'>;
type Key = Record<string, unknown>;

/** The keys of an item of the statement index (gsi2): the table's and the index's. */
const KEYS = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

const partitionOf = (emis: string, clientId: string) => `${emis}#statement#${clientId}`;

/**
 * One Query of a client's statement lines (invoices and payments in one partition of gsi2,
 * invoice.entity.ts) with `gsi2sk` from `from` to `to`, at most `limit` items after `start`.
 */
async function queryLines(
  ctx: Tenant,
  clientId: string,
  range: { from: string; to: string },
  limit: number,
  start?: Key,
) {
  const result = await ctx.db.client.send(
    new QueryCommand({
      TableName: ctx.db.table,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
      ExpressionAttributeValues: {
        ':pk': partitionOf(ctx.emis, clientId),
        ':from': range.from,
        ':to': range.to,
      },
      ExclusiveStartKey: start,
      Limit: limit,
    }),
  );
  const movements: Movement[] = [];
  for (const item of result.Items ?? []) {
    if (item.__edb_e__ === 'invoice') {
      const invoice = ctx.db.entities.invoice.parse({ Item: item }).data;
      if (invoice) movements.push(invoiceMovement(invoice));
    } else if (item.__edb_e__ === 'payment') {
      const payment = ctx.db.entities.payment.parse({ Item: item }).data;
      if (payment) movements.push(paymentMovement(payment));
    }
  }
  const last = result.LastEvaluatedKey;
  return { movements, last: last ? Object.fromEntries(KEYS.map((k) => [k, last[k]])) : undefined };
}

/** The first and last sort keys of the days `from`..`to`. */
const daysRange = (from: string, to: string) => ({ from, to: `${to}~` });

/** How many of a day's lines are read at a time when a later page's balance is worked out. */
const DAY_BATCH = 200;

/**
 * The balance after the line at `key` (a cursor's): the balance before its day (aggregates) and
 * that client's lines of that one day up to it (a read bounded by one client's day).
 */
async function balanceAt(ctx: Tenant, clientId: string, key: Key): Promise<number> {
  const sk = String(key.gsi2sk);
  const day = sk.slice(0, 10);
  let balance = await clientBalanceBefore(ctx, clientId, day);
  let start: Key | undefined;
  do {
    const page = await queryLines(ctx, clientId, { from: day, to: sk }, DAY_BATCH, start);
    for (const line of page.movements) balance += line.charge - line.payment;
    start = page.last;
  } while (start);
  return balance;
}

export type StatementPage = { statement: ClientStatement; cursor: string | null };

/**
 * A client's statement of account from `dateFrom` to `dateTo` (inclusive), one page of lines
 * at a time: the opening, charges, payments and closing come from the client's aggregates
 * (figures.ts), the lines from one key-range Query of the period (`limit` lines after `cursor`),
 * each with its running balance. A later page's first balance is worked out from the aggregates
 * and the cursor's own day, never carried in the cursor. Cost: the page, the period's months and
 * one day, whatever the client's history holds.
 */
export async function clientStatementPage(
  ctx: Tenant,
  clientId: string,
  period: { dateFrom: string; dateTo: string },
  q: { cursor?: string | null; limit: number },
): Promise<StatementPage> {
  const { dateFrom, dateTo } = period;
  const start = decodeCursor(
    q.cursor,
    { field: 'gsi2pk', value: partitionOf(ctx.emis, clientId) },
    KEYS,
  );
  // A cursor of another period of the same client is not one of this list.
  if (start && (start.gsi2sk! < dateFrom || start.gsi2sk! > `${dateTo}~`)) throw badCursor();
  const [opening, movements, page] = await Promise.all([
    clientBalanceBefore(ctx, clientId, dateFrom),
    clientMovements(ctx, clientId, dateFrom, dateTo),
    queryLines(ctx, clientId, daysRange(dateFrom, dateTo), q.limit, start),
  ]);
  let balance = start ? await balanceAt(ctx, clientId, start) : opening;
  const lines: ClientStatementLine[] = page.movements.map((movement) => {
    balance += movement.charge - movement.payment;
    return { ...movement, balance };
  });
  return {
    statement: {
      dateFrom,
      dateTo,
      opening,
      lines,
      charges: movements.charged,
      payments: movements.paid,
      closing: opening + movements.charged - movements.paid,
    },
    cursor: encodeCursor(page.last),
  };
}
