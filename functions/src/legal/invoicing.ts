import { billedUnitsText } from '@shared/legal/billing';
import type { ConvertBillsBody } from '@shared/legal/schemas';
import { formatDate } from '@shared/time/sast';
import type { TableRow } from '@shared/tables/types';
import { NUMBERING_BUSY, newInvoiceSteps, type InvoiceLine } from '../documents';
import { aggregateSteps, negate } from '../kernel/aggregates';
import type { RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit, type Step } from '../kernel/transaction';
import { billings, billsOn } from './billing';
import { legalError } from './errors';
import { unbilledDeltas } from './figures';
import { matterOr404, type BillingRecord } from './records';

/** An invoice line's name is at most this long (a bill's description can be longer). */
const LINE_NAME_MAX = 300;

/**
 * A bill as an invoice line: a service named by its billable and description, quantity 1 at the
 * bill's amount, so the invoice's lines add up to the bills exactly (units with decimals, such
 * as 1.5 hours, cannot be an invoice quantity, which is whole).
 */
function lineOf(bill: BillingRecord): InvoiceLine {
  const units = billedUnitsText(bill);
  const name = [bill.billable_name, bill.description, `(${bill.billing_date}, ${units})`]
    .filter(Boolean)
    .join(' - ');
  return {
    item_type: 'service',
    name: name.slice(0, LINE_NAME_MAX),
    unit_price: bill.bill,
    quantity: 1,
  };
}

/**
 * convert-bills-to-invoice: the selected un-invoiced bills of a matter become ONE new invoice,
 * numbered by the invoice counter and priced (VAT by the company's settings) as every invoice
 * is, in ONE transaction with each bill marked invoiced with its number. Each bill's write
 * holds only if the bill is as read (not invoiced): of two conversions of the same bills one
 * writes, the other reads again, finds them invoiced and answers 409, taking no number.
 */
export async function convertBills(ctx: RequestContext, body: ConvertBillsBody) {
  const matter = await matterOr404(ctx, body.caseID);
  const date = body.billingDate ?? formatDate(ctx.clock.now());
  const { number, total } = await commit(
    ctx.db,
    async (tx) => {
      const bills = await billsOn(ctx, matter.id, body.bills);
      if (bills.some((b) => b.status === 'invoiced')) throw legalError('alreadyInvoiced');
      bills.sort(
        (a, b) => a.billing_date.localeCompare(b.billing_date) || a.id.localeCompare(b.id),
      );
      const invoice = await newInvoiceSteps(ctx, tx, {
        client: matter.client_id,
        lines: bills.map(lineOf),
        terms: {
          date,
          comment: `${matter.file_number}: ${matter.title}`.slice(0, 500),
          case_id: matter.id,
        },
      });
      const marked = bills.flatMap((bill) =>
        billings
          .update(ctx, bill as unknown as TableRow, {
            status: 'invoiced',
            invoice_number: invoice.value,
          })
          .steps(tx)
          // A bill changed since the read (invoiced by a conversion that won): plan again,
          // which reads it invoiced and answers 409.
          .map((step): Step => (step.onFail ? { ...step, onFail: 'retry' } : step)),
      );
      return {
        value: { number: invoice.value, total: invoice.total },
        // Invoiced: the bills leave their matter's unbilled total in the same transaction.
        steps: [
          ...invoice.steps,
          ...marked,
          ...aggregateSteps(tx, ctx.emis, negate(bills.flatMap(unbilledDeltas))),
        ],
      };
    },
    { ...NUMBERING_BUSY, request: requestOf(ctx) },
  );
  return { status: 'success' as const, invoiceNumber: number, total, caseID: matter.id };
}
