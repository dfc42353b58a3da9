import { formatDate } from '@shared/time/sast';
import { ulid } from 'ulid';
import type { Settlement } from '../payments';
import { refundOwedStep } from '../refunds';
import { auditStep } from '../tables';
import { DOCUMENT_EMAILS_TRAIL } from './audit-trail';
import { invoicePaymentSteps, readInvoice } from './invoice-payment';

/**
 * The settlement of an emailed invoice's card payment (issue 28), in the notification's
 * transaction: the payment recorded through the documents' own payment writes (the invoice's
 * paid total on condition nobody paid in between, the payment, the paid sum and the figures), so
 * it is applied once with the checkout turning complete. The amount is what was asked (the
 * notification's check); when the invoice was paid another way meanwhile and the card payment no
 * longer fits, nothing is recorded on it and a refund is owed instead.
 */
export const invoiceSettlement: Settlement = async (ctx, tx, checkout, paid) => {
  if (checkout.purpose !== 'invoice' || !checkout.invoice_number) return { steps: [] };
  const invoice = await readInvoice(ctx.db, checkout.emis, checkout.invoice_number);
  const actor = { emis: checkout.emis, userId: 'online', requestId: paid.gatewayPaymentId };
  const number = `INV-${String(checkout.invoice_number).padStart(6, '0')}`;
  if (!invoice || invoice.total - invoice.total_paid < checkout.amount) {
    ctx.log.error('card payment of an emailed invoice does not fit its balance', {
      emis: checkout.emis,
      invoice: checkout.invoice_number,
    });
    const company = await ctx.deps.tenant(checkout.emis).company.get();
    return {
      steps: [
        refundOwedStep(tx, {
          token: checkout.token,
          kind: 'invoice-payment',
          amount: checkout.amount,
          currency: invoice?.currency ?? 'ZAR',
          emis: checkout.emis,
          companyName: company?.name ?? checkout.emis,
          reference: number,
          payerName: invoice?.client_name ?? '',
          payerEmail: '',
          reason: 'The invoice was paid in another way before the card payment arrived',
          gatewayPaymentId: paid.gatewayPaymentId,
          at: paid.at,
        }),
      ],
    };
  }
  const id = ulid();
  const steps = invoicePaymentSteps(tx, checkout.emis, invoice, {
    id,
    amount: checkout.amount,
    method: 'Credit Cards',
    date: formatDate(ctx.clock.now()),
    reference: `Card ${paid.gatewayPaymentId}`,
    by: 'online',
    at: paid.at,
  });
  const audit = auditStep(tx, actor, {
    table: DOCUMENT_EMAILS_TRAIL.name,
    rowId: number,
    action: 'update',
    field: 'card payment',
    newValue: { amount: checkout.amount, gateway_payment_id: paid.gatewayPaymentId },
    at: paid.at,
    userName: 'Online card payment',
  });
  return { steps: [...steps, audit], paymentId: id };
};
