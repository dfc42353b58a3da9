import { formatMoney } from '@shared/money/money';
import { DELIVERY_HOURS } from '@shared/store/schemas';
import { ulid } from 'ulid';
import {
  availableOf,
  sellStep,
  stockLevels,
  takeReservedStep,
  type ProductRecord,
} from '../catalogue';
import { newInvoiceSteps } from '../documents';
import { systemContext, type Anonymous, type RequestContext } from '../kernel/context';
import { refundOwedStep } from '../refunds';
import { isConditionFailed, type Step, type TxEntities } from '../kernel/transaction';
import { auditStep } from '../tables';
import { SALES_TRAIL } from './audit-trail';
import type { CheckoutRecord, Settlement } from '../payments';
import { buyerReference, ensureClient } from './buyers';
import { readOrder, type StoreOrderRecord } from './orders';

/**
 * What a paid order takes from stock. A pending order takes what it held. One whose hold lapsed
 * (paid after the time limit) takes from what is available when all of it is there, else nothing,
 * and is marked `short` (paid, but staff must supply or refund it). A product deleted since is
 * skipped (the products table refuses to delete a held product, so only a defect could): the
 * order is still paid and invoiced from its own lines and prices, never a 500. `owed`: the cents
 * of the lines it cannot supply (the refund owed, issue 27).
 */
function stockSteps(
  tx: TxEntities,
  order: StoreOrderRecord,
  products: Map<string, ProductRecord>,
): { steps: Step[]; short: boolean; owed: number } {
  if (order.status === 'pending') {
    const steps = order.lines.flatMap((line) => {
      const product = products.get(line.product_id);
      if (!product || product.stock < line.quantity) return [];
      return [takeReservedStep(tx, product, line.quantity)];
    });
    const missing = order.lines.filter((line) => {
      const product = products.get(line.product_id);
      return !product || product.stock < line.quantity;
    });
    return {
      steps,
      short: missing.length > 0,
      owed: missing.reduce((sum, line) => sum + line.line_total, 0),
    };
  }
  const allThere = order.lines.every((line) => {
    const product = products.get(line.product_id);
    return product !== undefined && availableOf(product) >= line.quantity;
  });
  if (!allThere) return { steps: [], short: true, owed: order.total };
  return {
    steps: order.lines.map((line) => sellStep(tx, products.get(line.product_id)!, line.quantity)),
    short: false,
    owed: 0,
  };
}

/**
 * The settlement of a store checkout, in the notification's transaction: the order paid, its
 * stock taken once (the order's write holds only while it is as read: a second delivery of the
 * notification finds the checkout complete and writes nothing), and a numbered invoice of the
 * order's own lines at their order prices (VAT as the order was charged), paid in full by card.
 */
const settleOrder: Settlement = async (ctx, tx, checkout, paid) => {
  if (!checkout.order_id) return { steps: [] };
  const system = systemContext(ctx.deps, checkout.emis);
  const order = await readOrder(ctx.db, checkout.emis, checkout.order_id);
  if (!order || order.status === 'paid') return { steps: [] };
  const client = await ensureClient(system, buyerReference(order.buyer_email), {
    name: order.buyer_name,
    email: order.buyer_email,
    phone: order.buyer_phone,
    address: order.delivery_address,
    institution: 'Web store customer',
  });
  const products = await stockLevels(
    ctx.db,
    order.emis,
    order.lines.map((line) => line.product_id),
  );
  const stock = stockSteps(tx, order, products);
  if (stock.short)
    ctx.log.warn('store order paid without its stock', { emis: order.emis, order: order.id });
  const date = paid.at.slice(0, 10);
  const paymentId = ulid();
  const invoice = await newInvoiceSteps(system, tx, {
    client,
    lines: order.lines.map((line) => ({
      item_type: 'product' as const,
      item_id: line.product_id,
      name: line.name,
      unit_price: line.unit_price,
      quantity: line.quantity,
    })),
    terms: {
      date,
      due_date: date,
      comment: `Web store order ${order.id} (${order.fulfilment})`,
    },
    // The mode the order was charged by (an order from before the setting: VAT included).
    pricesIncludeVat: order.prices_include_vat ?? true,
    paidInFull: { paymentId, method: 'Credit Cards', date, at: paid.at },
  });
  const orderStep: Step = {
    name: 'store order',
    write: tx.storeOrder
      .patch({ emis: order.emis, id: order.id })
      .set({
        status: 'paid',
        paid_at: paid.at,
        invoice_number: invoice.value,
        gateway_payment_id: paid.gatewayPaymentId,
        ...(stock.short ? { short: true } : {}),
      })
      .remove(['pending_key', 'pending_sort', 'hold_key', 'hold_sort'])
      // As read: a release (or a payment) since plans the settlement again.
      .where((a, op) => op.eq(a.status, order.status))
      .commit(),
    onFail: 'retry',
  };
  // The buyer is no user of the company: the entry names them, and the gateway's payment.
  const audit = auditStep(
    tx,
    { emis: order.emis, userId: 'web-store', requestId: paid.gatewayPaymentId },
    {
      table: SALES_TRAIL.name,
      rowId: order.id,
      action: 'update',
      field: 'status',
      oldValue: order.status,
      newValue: {
        status: 'paid',
        invoice_number: invoice.value,
        total: order.total,
        ...(stock.short ? { short: true } : {}),
      },
      at: paid.at,
      userName: `Web store: ${order.buyer_name}`,
    },
  );
  // What it cannot supply is owed back, recorded with the payment (the notification's
  // transaction runs once per gateway payment, so a repeat records nothing more).
  const refund = stock.owed
    ? [
        refundOwedStep(tx, {
          token: checkout.token,
          kind: 'store-order',
          amount: Math.min(stock.owed, checkout.amount),
          currency: order.currency,
          emis: order.emis,
          companyName: (await ctx.deps.tenant(order.emis).company.get())?.name ?? order.emis,
          reference: order.id,
          payerName: order.buyer_name,
          payerEmail: order.buyer_email,
          reason:
            stock.owed >= order.total
              ? 'Paid after its hold lapsed, and the stock was gone: nothing of it can be supplied.'
              : 'Paid short: part of the order was no longer in stock when the payment came.',
          gatewayPaymentId: paid.gatewayPaymentId,
          at: paid.at,
        }),
      ]
    : [];
  return { steps: [orderStep, ...stock.steps, ...invoice.steps, audit, ...refund], paymentId };
};

/**
 * The buyer's confirmation email, once the order is paid: sent once whatever the number of
 * notifications (a marker on the order, set on condition that it is not yet, goes first).
 */
export async function confirmPaidOrder(
  ctx: RequestContext<Anonymous>,
  emis: string,
  orderId: string,
): Promise<'sent' | 'already' | 'not paid'> {
  const order = await readOrder(ctx.db, emis, orderId);
  if (!order || order.status !== 'paid') return 'not paid';
  try {
    await ctx.db.entities.storeOrder
      .patch({ emis, id: orderId })
      .set({ confirmation_sent_at: order.paid_at ?? '' })
      .where((a, op) => op.notExists(a.confirmation_sent_at))
      .go();
  } catch (error) {
    if (isConditionFailed(error)) return 'already';
    throw error;
  }
  const company = await ctx.deps.tenant(emis).company.get();
  const money = (cents: number) => formatMoney(cents, order.currency);
  const lines = order.lines.map((l) => `  ${l.quantity} x ${l.name}: ${money(l.line_total)}`);
  const how =
    order.fulfilment === 'delivery'
      ? `We deliver it free of charge within ${DELIVERY_HOURS} hours to: ${order.delivery_address ?? ''}`
      : `Collect it at: ${order.collect_from ?? ''}`;
  await ctx.deps.email
    .send({
      to: order.buyer_email,
      subject: `Your order ${order.id.slice(-8)} is paid (invoice ${order.invoice_number ?? ''})`,
      text: [
        `Dear ${order.buyer_name},`,
        '',
        `Thank you for your order at ${company?.name ?? 'our store'}. Your card payment of ${money(order.total)} was received.`,
        '',
        ...lines,
        `  Total: ${money(order.total)}`,
        '',
        how,
        order.short
          ? 'Some of it sold out while the payment was on its way: we will contact you about it.'
          : '',
      ]
        .filter((line, index, all) => line !== '' || all[index - 1] !== '')
        .join('\n'),
      fromName: company?.name,
      tenant: emis,
    })
    .catch((error: unknown) =>
      ctx.log.error('store confirmation email failed', { order: orderId, error: String(error) }),
    );
  return 'sent';
}

/**
 * The store's settlement: the order paid, its stock taken and its invoice, in the notification's
 * transaction; then (the `after` hook, on every delivery) the buyer's confirmation, which is sent
 * at most once. A failed email is logged, not retried: the order is paid whatever the mail does.
 */
// Pure for esbuild: a bundle that loads the store but settles nothing (the scheduled function)
// leaves the settlement and what it writes out.
export const storeSettlement: Settlement = /* @__PURE__ */ Object.assign(settleOrder, {
  after: async (ctx: RequestContext<Anonymous>, checkout: CheckoutRecord) => {
    if (checkout.purpose !== 'store' || !checkout.order_id) return;
    await confirmPaidOrder(ctx, checkout.emis, checkout.order_id).catch((error: unknown) =>
      ctx.log.error('store confirmation failed', { error: String(error) }),
    );
  },
});
