import type { RequestContext } from '../kernel/context';
import { schoolPaymentsBetween } from '../school';

/**
 * Where the finance dashboard's income and output VAT come from: the owners' period figures
 * (architecture rule 11: documents and school own their payments and invoices). Each answers
 * the sum and count over `dateFrom..dateTo` (days, inclusive).
 *
 * TEMPORARY (issue 24): these adapters sum the owners' current record reads so this branch
 * stands alone; at merge they are replaced by the owners' aggregate reads of the same
 * signatures (documents/index.ts, school/index.ts), and this file then only re-exports them.
 */
export { invoicePaymentsFigure, invoiceTaxFigure } from '../documents';

export type PeriodFigure = { amount: number; count: number };

type Tenant = Pick<RequestContext, 'db' | 'emis'>;

const figureOf = (amounts: number[]): PeriodFigure => ({
  amount: amounts.reduce((sum, amount) => sum + amount, 0),
  count: amounts.length,
});

/** School fee payments entered in the period. */
export async function schoolPaymentsFigure(
  ctx: Tenant,
  dateFrom: string,
  dateTo: string,
): Promise<PeriodFigure> {
  return figureOf((await schoolPaymentsBetween(ctx, dateFrom, dateTo)).map((p) => p.amount));
}
