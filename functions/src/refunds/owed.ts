import type { RefundKind } from '@shared/refunds/schemas';
import type { Step, TxEntities } from '../kernel/transaction';

/** What the failing flow knows of the money it cannot deliver on. */
export type RefundOwed = {
  /** The checkout's token: one refund per payment. */
  token: string;
  kind: RefundKind;
  amount: number;
  currency: string;
  emis: string;
  companyName: string;
  reference: string;
  payerName: string;
  payerEmail: string;
  reason: string;
  gatewayPaymentId: string;
  at: string;
};

/**
 * The refund owed, as a step of the transaction that records the failure (the store's
 * settlement, the sign-up's `failed`): created only where none exists for the payment, so a
 * repeated notification, or two at once, records one. `onFail` is the caller's: the flows that
 * can meet it again say 'refuse' and read the refusal as "already recorded".
 */
export function refundOwedStep(tx: TxEntities, refund: RefundOwed): Step {
  return {
    name: 'refund owed',
    write: tx.refundOwed
      .create({
        id: refund.token,
        status: 'owed',
        kind: refund.kind,
        amount: refund.amount,
        currency: refund.currency,
        emis: refund.emis,
        company_name: refund.companyName,
        reference: refund.reference,
        payer_name: refund.payerName,
        payer_email: refund.payerEmail,
        reason: refund.reason,
        gateway_payment_id: refund.gatewayPaymentId,
        created_at: refund.at,
      })
      .commit(),
    onFail: 'refuse',
  };
}
