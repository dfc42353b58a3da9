import { parseMoney } from '@shared/money/money';
import { stamp, type Anonymous, type RequestContext } from '../kernel/context';
import { transaction, type Step, type TxEntities } from '../kernel/transaction';
import type { CheckoutRecord } from './checkout';
import { paymentError } from './errors';
import { notifyParamString, notifySignature, signatureMatches } from './signature';

/** The posted fields of a notification, in the order received. */
export type PostedFields = ReadonlyArray<readonly [string, string]>;

/**
 * What a completed checkout records besides itself, by purpose: the writes of the same
 * transaction (school fees: the payment and the student's balance). Planned afresh on every
 * attempt; `paymentId` is what the checkout then points at.
 */
export type Settlement = ((
  ctx: RequestContext<Anonymous>,
  tx: TxEntities,
  checkout: CheckoutRecord,
  paid: { gatewayPaymentId: string; at: string },
) => Promise<{ steps: Step[]; paymentId?: string }>) & {
  /**
   * What the purpose does once the payment is recorded, in its own transactions or calls (a new
   * company, its domain, an email). It runs after the notification is applied and again on every
   * replay of the completed checkout, so it must be idempotent: when it fails the notification
   * answers 5xx, and the gateway's retry runs it again.
   */
  after?: (ctx: RequestContext<Anonymous>, checkout: CheckoutRecord) => Promise<void>;
};

export type Settlements = Partial<Record<CheckoutRecord['purpose'], Settlement>>;

export type NotifyOutcome = 'applied' | 'replayed' | 'cancelled' | 'ignored';

/** How far a notification's amount may be from the checkout's: R0.01 (REFERENCE.md). */
const AMOUNT_TOLERANCE_CENTS = 1;

/**
 * The card gateway's notification (ITN). Every check of REFERENCE.md, in order, before anything
 * is written: the signature over the posted fields in posted order; the connection's address
 * among the gateway's; our merchant id; a checkout of ours with the amount within R0.01; the
 * gateway's validate call answering VALID. Then, once per gateway payment id, one transaction
 * marks the checkout complete and writes the purpose's records. A replay, or twenty copies at
 * once, applies once; a CANCELLED after COMPLETE changes nothing. Any failed check answers the
 * same 400 and records nothing (the reason goes to the log).
 */
export async function receiveNotification(
  ctx: RequestContext<Anonymous>,
  posted: PostedFields,
  settlements: Settlements,
): Promise<NotifyOutcome> {
  const gateway = ctx.deps.config.gateway;
  const field = (name: string) => posted.find(([key]) => key === name)?.[1]?.trim() ?? '';
  const refuse = (reason: string): never => {
    ctx.log.warn('card notification refused', {
      reason,
      token: field('m_payment_id').slice(0, 64),
      connectionIp: ctx.connectionIp,
    });
    throw paymentError('refused');
  };

  if (!signatureMatches(notifySignature(posted, gateway.passphrase), field('signature')))
    refuse('signature');
  if (!(await ctx.deps.gateway.isGatewayAddress(ctx.connectionIp))) refuse('source address');
  if (!gateway.merchantId || field('merchant_id') !== gateway.merchantId) refuse('merchant');

  const token = field('m_payment_id');
  const { data: checkout } = /^[A-Za-z0-9_-]{16,64}$/.test(token)
    ? await ctx.db.entities.checkout.get({ token }).go({ consistent: true })
    : { data: null };
  if (!checkout) return refuse('unknown checkout');
  const gross = parseMoney(field('amount_gross'));
  if (gross === null || Math.abs(gross - checkout.amount) > AMOUNT_TOLERANCE_CENTS)
    refuse('amount');

  const status = field('payment_status');
  const gatewayPaymentId = field('pf_payment_id');
  if (checkout.status === 'complete') {
    await settlements[checkout.purpose]?.after?.(ctx, checkout);
    return 'replayed';
  }
  if (status !== 'COMPLETE' && status !== 'CANCELLED' && status !== 'FAILED') return 'ignored';
  if (status === 'COMPLETE' && !/^[A-Za-z0-9_-]{1,64}$/.test(gatewayPaymentId))
    refuse('gateway payment id');

  if (!(await ctx.deps.gateway.confirms(notifyParamString(posted)))) refuse('validation');

  const at = stamp(ctx);
  if (status !== 'COMPLETE') {
    // Only a pending checkout is closed; a completed payment is never undone.
    const closed = await transaction(ctx.db, (tx) => [
      {
        name: 'checkout',
        write: tx.checkout
          .patch({ token })
          .set({ status: status === 'CANCELLED' ? 'cancelled' : 'failed', completed_at: at })
          .where((a, op) => op.eq(a.status, 'pending'))
          .commit(),
        onFail: 'refuse',
      },
    ]);
    return closed.written ? 'cancelled' : 'ignored';
  }

  const settle = settlements[checkout.purpose];
  const fee = parseMoney(field('amount_fee').replace(/^-/, ''));
  const result = await transaction(
    ctx.db,
    async (tx) => {
      const { data: fresh } = await ctx.db.entities.checkout
        .get({ token })
        .go({ consistent: true });
      if (!fresh || fresh.status === 'complete') return { steps: [], value: false };
      const settled = settle
        ? await settle(ctx, tx, fresh, { gatewayPaymentId, at })
        : { steps: [] as Step[] };
      return {
        value: true,
        steps: [
          {
            name: 'gateway payment',
            write: tx.gatewayPayment
              .create({
                gateway_payment_id: gatewayPaymentId,
                token,
                emis: fresh.emis,
                created_at: at,
              })
              .commit(),
            onFail: 'refuse',
          },
          {
            name: 'checkout',
            write: tx.checkout
              .patch({ token })
              .set({
                status: 'complete',
                completed_at: at,
                gateway_payment_id: gatewayPaymentId,
                ...(fee !== null ? { amount_fee: fee } : {}),
                ...(settled.paymentId ? { payment_id: settled.paymentId } : {}),
              })
              .where((a, op) => op.ne(a.status, 'complete'))
              .commit(),
            onFail: 'refuse',
          },
          ...settled.steps,
        ],
      };
    },
    { busy: paymentError('busy') },
  );
  if (!(result.written && result.value)) return 'replayed';
  await settle?.after?.(ctx, checkout);
  return 'applied';
}
