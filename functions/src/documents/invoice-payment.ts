import { padNumber } from './entities/document-fields';
import { REMINDER_KEYS } from './reminder-index';
import { UNPAID_KEYS } from './unpaid-index';
import type { InvoiceRecord, PaymentRecord } from './records';
import type { Database } from '../db/service';
import type { Step, TxEntities } from '../kernel/transaction';
import type { Delta } from '../kernel/aggregates';
import { changeDeltas, figureSteps, invoiceDeltas, paymentDeltas } from './figures';
import { addToSums } from './ledger';

/** An invoice by number, read consistently (a payment's check must see the latest total paid). */
export async function readInvoice(
  db: Database,
  emis: string,
  number: number,
): Promise<InvoiceRecord | undefined> {
  const { data } = await db.entities.invoice
    .get({ emis, seq: padNumber(number) })
    .go({ consistent: true });
  return data ?? undefined;
}

export type InvoicePayment = {
  /** The payment's id (a ULID: an invoice's payments sort by time). */
  id: string;
  /** Cents, more than 0 and at most what is left on the invoice (the caller checks). */
  amount: number;
  method: PaymentRecord['method'];
  /** YYYY-MM-DD. */
  date: string;
  /** The payer's reference, if any. */
  reference?: string;
  by: string;
  at: string;
};

/**
 * THE record writes of a payment on an invoice, and what it adds to the figures, for any
 * transaction that records payments (mark-invoices-paid merges several payments' figures into
 * one write per item): the invoice's paid total raised on condition that nobody paid in between
 * (`retry`: the caller reads again and checks the amount anew) and the payment record. A part
 * payment leaves the invoice in the unpaid index (its place is its due date); paying in full
 * takes it out, in the same transaction.
 */
export function paymentWrites(
  tx: TxEntities,
  emis: string,
  invoice: InvoiceRecord,
  payment: InvoicePayment,
): { steps: Step[]; deltas: Delta[] } {
  const paid = { ...invoice, total_paid: invoice.total_paid + payment.amount };
  return {
    steps: [
      {
        name: `invoice ${invoice.number}`,
        write: (paid.total_paid >= invoice.total
          ? // Paid in full: nothing left to remind of, and no longer unpaid (or overdue).
            tx.invoice.patch({ emis, seq: invoice.seq }).remove([...REMINDER_KEYS, ...UNPAID_KEYS])
          : tx.invoice.patch({ emis, seq: invoice.seq })
        )
          .add({ total_paid: payment.amount })
          .set({ updated_at: payment.at })
          .where((a, op) => op.eq(a.total_paid, invoice.total_paid))
          .commit(),
        onFail: 'retry',
      },
      {
        name: `payment ${payment.id}`,
        write: tx.payment
          .create({
            emis,
            invoice_number: invoice.number,
            invoice_seq: invoice.seq,
            client_id: invoice.client_id,
            id: payment.id,
            amount: payment.amount,
            method: payment.method,
            entry_date: payment.date,
            ...(payment.reference ? { reference: payment.reference } : {}),
            created_by: payment.by,
            created_at: payment.at,
          })
          .commit(),
      },
    ],
    deltas: [
      ...changeDeltas(invoiceDeltas, invoice, paid),
      ...paymentDeltas({
        client_id: invoice.client_id,
        entry_date: payment.date,
        amount: payment.amount,
      }),
    ],
  };
}

/**
 * THE writes of a payment on an invoice, for a transaction that records one (a transfer from a
 * matter's trust account): its record writes (`paymentWrites`), the company's paid sum and the
 * figures it changes.
 */
export function invoicePaymentSteps(
  tx: TxEntities,
  emis: string,
  invoice: InvoiceRecord,
  payment: InvoicePayment,
): Step[] {
  const { steps, deltas } = paymentWrites(tx, emis, invoice, payment);
  return [
    ...steps,
    addToSums(tx, emis, 'invoice', { paid: payment.amount }),
    ...figureSteps(tx, emis, deltas),
  ];
}
