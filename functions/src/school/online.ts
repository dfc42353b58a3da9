import type { StartCheckoutReply } from '@shared/payments/schemas';
import type { PaymentDetailsBody, PayItem } from '@shared/school/schemas';
import { formatAmount } from '@shared/money/money';
import { stamp, type RequestContext } from '../kernel/context';
import { checkoutView, findCheckout, startCheckout, type Settlement } from '../payments';
import { auditStep } from '../tables';
import { PAYMENTS_TRAIL } from './audit-trail';
import { schoolError } from './errors';
import { financeOf, paymentView, paymentsOf, readAccount, recordPayments } from './fees';
import { findStudent, studentView } from './students';
import { schoolYearOf } from '@shared/school/finance';

/**
 * insert-payment-details: a parent's choice of what to pay becomes a pending checkout, and the
 * browser gets the signed form to post to the card gateway. Billings must be the student's and
 * no more than what is outstanding on them; the total is the server's sum.
 */
export async function insertPaymentDetails(
  ctx: RequestContext,
  body: PaymentDetailsBody,
): Promise<StartCheckoutReply> {
  const student = await findStudent(ctx, body.sid);
  const company = await ctx.tenant.company.get();
  const account = await readAccount(ctx.db, ctx.emis, body.sid, schoolYearOf(stamp(ctx)));
  const finance = financeOf(account);
  const items: PayItem[] = body.items.map((item) => {
    if (!item.billingId) return item;
    const billing = finance.future_billings.find((b) => b.id === item.billingId);
    if (!billing || item.amount > billing.outstanding) throw schoolError('noBilling');
    return { ...item, description: item.description || billing.description };
  });
  const view = studentView(student);
  return startCheckout(ctx, {
    emis: ctx.emis,
    domain: company!.domain,
    purpose: 'fees',
    amount: body.total,
    itemName: `${company!.name}: fees for ${view.name} (${body.sid})`,
    itemDescription: items.map((i) => `${i.description} R${formatAmount(i.amount)}`).join(', '),
    returnPath: '/payment-successful',
    cancelPath: '/cancel-payment',
    buyer: { lastName: view.lname || view.fname },
    sid: body.sid,
    items: items.map((i) => ({
      description: i.description,
      amount: i.amount,
      billing_id: i.billingId,
    })),
    createdBy: ctx.caller.userId,
  });
}

/**
 * retrieve-payment-details {token}: what the checkout came to, with the student's finance and the
 * payments it recorded. Another company's token, another parent's, or none: 'No Payment Data Found!'.
 */
export async function retrievePaymentDetails(ctx: RequestContext, token: string) {
  const checkout = await findCheckout(ctx, ctx.emis, token);
  if (!checkout || checkout.purpose !== 'fees' || !checkout.sid) throw schoolError('noPaymentData');
  const student = await findStudent(ctx, checkout.sid).catch(() => {
    throw schoolError('noPaymentData');
  });
  const year = schoolYearOf(checkout.completed_at ?? checkout.created_at);
  const [account, payments] = await Promise.all([
    readAccount(ctx.db, ctx.emis, checkout.sid, year),
    checkoutPayments(ctx, checkout.sid, token, checkout.items?.length ?? 0),
  ]);
  return {
    checkout: checkoutView(checkout),
    student: studentView(student),
    studentFinance: financeOf(account),
    payments: payments.map(paymentView),
  };
}

/** The payment ids a checkout's settlement writes: one per item, named after its token. */
const checkoutPaymentIds = (token: string, items: number) =>
  Array.from({ length: items }, (_, index) => `${token.slice(0, 40)}-${index}`);

/**
 * The payments a checkout recorded (none until the gateway confirmed it): one batch get of the
 * ids its settlement writes, not a read of the student's payments.
 */
async function checkoutPayments(ctx: RequestContext, sid: string, token: string, items: number) {
  const ids = checkoutPaymentIds(token, items);
  if (ids.length === 0) return [];
  const { data, unprocessed } = await ctx.db.entities.schoolPayment
    .get(ids.map((id) => ({ emis: ctx.emis, sid, id })))
    .go({ consistent: true });
  if (unprocessed.length > 0) throw schoolError('busy');
  return data
    .filter((p) => p.checkout_token === token)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * save-online-payment-info {token, …}: the old product recorded the payment from the browser on
 * the return page, so anyone could. Here only the gateway's verified notification records it;
 * this answers the payment recorded for the token, or 409 while it is not confirmed yet.
 */
export async function onlinePaymentInfo(ctx: RequestContext, token: string) {
  const details = await retrievePaymentDetails(ctx, token);
  if (details.checkout.status !== 'complete' || details.payments.length === 0)
    throw schoolError('notConfirmed');
  return { ...details, payment: details.payments[0] };
}

/**
 * The settlement of a school-fees checkout (the notification's transaction): one payment per
 * item, numbered, with the student's balance and billings moved, all or nothing.
 */
export const feesSettlement: Settlement = async (ctx, tx, checkout, paid) => {
  if (!checkout.sid || !checkout.items?.length) return { steps: [] };
  const items: PayItem[] = (checkout.items ?? []).map((i) => ({
    description: i.description,
    amount: i.amount,
    billingId: i.billing_id,
  }));
  // Payment ids from the token: a replanned attempt writes the same ids.
  const ids = checkoutPaymentIds(checkout.token, items.length);
  const payments = paymentsOf(
    items,
    {
      sid: checkout.sid,
      method: 'Credit Cards',
      entry_date: paid.at,
      source: 'online',
      checkout_token: checkout.token,
      gateway_payment_id: paid.gatewayPaymentId,
      created_by: checkout.created_by,
    },
    ids,
  );
  const { steps } = await recordPayments(
    ctx.db,
    tx,
    checkout.emis,
    checkout.sid,
    payments,
    paid.at,
  );
  // Paid by card from the school's site: the entries name the gateway's payment.
  const actor = {
    emis: checkout.emis,
    userId: checkout.created_by ?? 'online',
    requestId: paid.gatewayPaymentId,
  };
  // One entry for the checkout's payments, under the first one's id (the receipt's): up to 51
  // payments and their entries would not fit in one transaction.
  const audit = auditStep(tx, actor, {
    table: PAYMENTS_TRAIL.name,
    rowId: ids[0]!,
    action: 'create',
    newValue: payments.length === 1 ? payments[0] : { payments },
    at: paid.at,
    ...(checkout.created_by ? {} : { userName: 'Online card payment' }),
  });
  return { steps: [...steps, audit], paymentId: ids[0] };
};
