import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { formatAmount } from '@shared/money/money';
import { saleTotals, saleVatOf, type SaleVat } from '@shared/money/totals';
import {
  DELIVERY_HOURS,
  STORE_MESSAGES,
  STORE_RESERVATION_MINUTES,
  type StoreCheckoutBody,
  type StoreCheckoutReply,
  type StoreOrderLine,
  type StoreOrderView,
} from '@shared/store/schemas';
import { formatDateTime } from '@shared/time/sast';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import {
  availableOf,
  releaseStep,
  reserveStep,
  reservedOf,
  stockLevels,
  type ProductRecord,
} from '../catalogue';
import { STORE_PENDING_KEY, type StoreOrderEntity } from './entities/store-order.entity';
import type { Database } from '../db/service';
import { stamp, type OnSite, type RequestContext } from '../kernel/context';
import { requestOf } from '../kernel/request';
import { commit, transaction, type Step } from '../kernel/transaction';
import { checkoutView, findCheckout, newCheckoutToken, startCheckout } from '../payments';
import { AppError } from '../platform/errors';
import { storeError } from './errors';
import { checkCheckoutRate, checkOpenHolds, holdKeyOf } from './limits';
import { listedProduct } from './products';

export type StoreOrderRecord = EntityItem<typeof StoreOrderEntity>;

export function orderView(order: StoreOrderRecord): StoreOrderView {
  return {
    id: order.id,
    status: order.status,
    lines: order.lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      code: line.code ?? null,
      unit_price: line.unit_price,
      quantity: line.quantity,
      line_total: line.line_total,
    })),
    total: order.total,
    currency: order.currency,
    buyer: { name: order.buyer_name, email: order.buyer_email, phone: order.buyer_phone },
    fulfilment: order.fulfilment,
    delivery_address: order.delivery_address ?? null,
    collect_from: order.collect_from ?? null,
    created_at: order.created_at,
    reserved_until: order.reserved_until,
    paid_at: order.paid_at ?? null,
    invoice_number: order.invoice_number ?? null,
    short: order.short === true,
  };
}

export async function readOrder(db: Database, emis: string, id: string) {
  const { data } = await db.entities.storeOrder.get({ emis, id }).go({ consistent: true });
  return data ?? undefined;
}

/** Quantities by product, each product once (a transaction may not write an item twice). */
export function mergeLines(items: ReadonlyArray<{ id: string; quantity: number }>) {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  return quantities;
}

/** 409 when a product has fewer available than asked: sold out, or how many are left. */
export function notEnough(name: string, available: number) {
  return new AppError(
    409,
    available <= 0 ? STORE_MESSAGES.soldOut(name) : STORE_MESSAGES.notEnough(name, available),
  );
}

/**
 * The cart's lines at the catalogue's prices (never the browser's), each product checked for
 * enough available stock, with the stock step that `step` makes of it: the web store's hold
 * and the till's sale price and check a cart the same way.
 */
export function priceLines(
  quantities: Map<string, number>,
  found: (productId: string) => ProductRecord,
  step: (product: ProductRecord, quantity: number) => Step,
  vat: SaleVat,
): { lines: StoreOrderLine[]; steps: Step[]; total: number } {
  const lines: StoreOrderLine[] = [];
  const steps: Step[] = [];
  for (const [productId, quantity] of quantities) {
    const product = found(productId);
    const available = availableOf(product);
    if (available < quantity) throw notEnough(product.name, available);
    lines.push({
      product_id: product.id,
      name: product.name,
      code: product.code ?? null,
      unit_price: product.price,
      quantity,
      line_total: product.price * quantity,
    });
    steps.push(step(product, quantity));
  }
  // The total the invoice will carry, VAT added or included as the company's setting says.
  const { total } = saleTotals(lines, vat);
  return { lines, steps, total };
}


/** Where a collected order waits: the chosen branch (the company's own), else its address. */
async function collectionPoint(ctx: RequestContext<OnSite>, branchId: string | undefined) {
  // The company's branches as its site lists them (the tenant's own data, db/tenant-data.ts).
  const branches = await ctx.tenant.branches.list();
  if (branches.length === 0)
    return [ctx.company.name, ctx.company.primary_address, ctx.company.city]
      .filter(Boolean)
      .join(', ');
  const branch = branches.find((b) => b.id === branchId);
  if (!branch) throw storeError('noBranch', { fields: { branchId: STORE_MESSAGES.noBranch } });
  return [branch.name, branch.address, branch.city].filter(Boolean).join(', ');
}

/**
 * POST /store/checkout: the cart becomes an order priced from the catalogue (a price in the
 * request is never read), its quantities held on the products in the same transaction (of two
 * buyers of the last item one order is written; the other plans again, finds none left and
 * gets 409), then a card checkout for its total. The hold lapses after
 * STORE_RESERVATION_MINUTES unless the gateway confirms the payment first.
 */
export async function storeCheckout(
  ctx: RequestContext<OnSite>,
  body: StoreCheckoutBody,
): Promise<StoreCheckoutReply> {
  const gateway = ctx.deps.config.gateway;
  if (!gateway.merchantId || !gateway.merchantKey)
    throw new AppError(503, 'Online card payments are not set up for this site yet');
  // Per address and per shop, before anything is read or held.
  await checkCheckoutRate(ctx);
  const company = ctx.company;
  let deliveryAddress: string | undefined;
  let collectFrom: string | undefined;
  if (body.fulfilment === 'delivery') {
    const area = company.delivery_province;
    if (area && body.province !== area)
      throw new AppError(400, STORE_MESSAGES.outsideDelivery(area), {
        fields: { province: STORE_MESSAGES.outsideDelivery(area) },
      });
    deliveryAddress = [body.address, body.city, body.postalCode, body.province]
      .filter(Boolean)
      .join(', ');
  } else {
    collectFrom = await collectionPoint(ctx, body.branchId);
  }

  const now = ctx.clock.now();
  // Lapsed holds are the store-holds job's (store/jobs.ts), never the buyer's request.
  await checkOpenHolds(ctx, body.email);
  const quantities = mergeLines(body.items);
  const vat = saleVatOf(company);
  // Unlisted, missing and another company's products: 404 before anything is held.
  for (const id of quantities.keys()) await listedProduct(ctx, id);

  const id = ulid();
  const at = stamp(ctx);
  const reservedUntil = formatDateTime(
    new Date(now.getTime() + STORE_RESERVATION_MINUTES * 60_000),
  );
  const { order, token } = await commit(
    ctx.db,
    async (tx) => {
      const products = await stockLevels(ctx.db, ctx.emis, [...quantities.keys()]);
      const { lines, steps, total } = priceLines(
        quantities,
        (productId) => {
          const product = products.get(productId);
          if (!product || product.list !== 'Yes') throw storeError('notListed');
          return product;
        },
        (product, quantity) => reserveStep(tx, product, quantity),
        vat,
      );
      if (total <= 0) throw new AppError(400, 'There is nothing to pay for in this cart');
      const record = {
        emis: ctx.emis,
        id,
        status: 'pending' as const,
        lines: lines.map((line) => ({ ...line, code: line.code ?? undefined })),
        total,
        // The mode the buyer was charged by: the paid order's invoice is made with it.
        prices_include_vat: vat.pricesIncludeVat,
        currency: company.currency ?? 'ZAR',
        buyer_name: body.name,
        buyer_email: body.email,
        buyer_phone: body.phone,
        fulfilment: body.fulfilment,
        delivery_address: deliveryAddress,
        collect_from: collectFrom,
        reserved_until: reservedUntil,
        created_at: at,
        pending_key: STORE_PENDING_KEY,
        pending_sort: `${reservedUntil}#${ctx.emis}#${id}`,
        hold_key: holdKeyOf(ctx.emis, body.email),
        hold_sort: `${reservedUntil}#${id}`,
      };
      steps.push({ name: 'order', write: tx.storeOrder.create(record).commit() });
      return { value: { order: record as StoreOrderRecord, token: newCheckoutToken() }, steps };
    },
    // A repeat answers the first order and starts its checkout again under the same token.
    { busy: storeError('busy'), request: requestOf(ctx) },
  );

  const [firstName, ...rest] = body.name.split(/\s+/);
  let started: Awaited<ReturnType<typeof startCheckout>>;
  try {
    started = await startCheckout(ctx, {
      emis: ctx.emis,
      domain: company.domain,
      purpose: 'store',
      amount: order.total,
      itemName: `${company.name}: order ${order.id.slice(-8)}`,
      itemDescription: order.lines
        .map((l) => `${l.quantity} x ${l.name} R${formatAmount(l.line_total)}`)
        .join(', '),
      // The store's own page shows what came of it (the token is added to both).
      returnPath: '/checkout?paid=1',
      cancelPath: '/checkout?cancelled=1',
      buyer: { firstName, lastName: rest.join(' ') || undefined, email: body.email },
      orderId: order.id,
      token,
    });
  } catch (error) {
    // No way to pay: the hold goes at once rather than at its time limit.
    await releaseOrder(ctx.db, ctx.emis, order.id, 'cancelled', stamp(ctx));
    throw error;
  }
  await ctx.db.entities.storeOrder
    .patch({ emis: ctx.emis, id: order.id })
    .set({ checkout_token: started.token })
    .go();
  return { token: started.token, order: orderView(order), checkout: started.checkout };
}

/**
 * An unpaid order's hold let go (lapsed: `expired`; the checkout could not start: `cancelled`):
 * each product's reserved figure lowered and the order closed, in one transaction conditioned
 * on the order still pending (a payment that won the race keeps it). A product deleted since
 * (the products table refuses while reserved, so only a defect could) is skipped.
 */
export async function releaseOrder(
  db: Database,
  emis: string,
  id: string,
  status: 'expired' | 'cancelled',
  at: string,
): Promise<'released' | 'not pending'> {
  const result = await transaction(
    db,
    async (tx) => {
      const order = await readOrder(db, emis, id);
      if (!order || order.status !== 'pending') return { steps: [], value: 'not pending' as const };
      const products = await stockLevels(
        db,
        emis,
        order.lines.map((l) => l.product_id),
      );
      const steps: Step[] = order.lines.flatMap((line) => {
        const product = products.get(line.product_id);
        if (!product || reservedOf(product) === 0) return [];
        return [releaseStep(tx, product, Math.min(line.quantity, reservedOf(product)))];
      });
      steps.push({
        name: 'order',
        write: tx.storeOrder
          .patch({ emis, id })
          .set({ status, expired_at: at })
          .remove(['pending_key', 'pending_sort', 'hold_key', 'hold_sort'])
          .where((a, op) => op.eq(a.status, 'pending'))
          .commit(),
        onFail: 'retry',
      });
      return { steps, value: 'released' as const };
    },
    { busy: storeError('busy') },
  );
  return result.written ? result.value : 'not pending';
}

/** At most this many lapsed holds are handed out per tick; the rest wait for the next. */
const LAPSED_PER_TICK = 500;

/**
 * The store-holds job's due units: ONE Query of the sparse expiry index (gsi2, orders whose
 * `reserved_until` has passed, across companies), one unit per company with its lapsed orders.
 */
export async function dueLapsedHolds(
  source: { db: Database },
  now: Date,
): Promise<Array<{ key: string; items: string[] }>> {
  const found = await source.db.client.send(
    new QueryCommand({
      TableName: source.db.table,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk AND #sk < :cutoff',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
      ExpressionAttributeValues: { ':pk': STORE_PENDING_KEY, ':cutoff': formatDateTime(now) },
      Limit: LAPSED_PER_TICK,
    }),
  );
  const byCompany = new Map<string, string[]>();
  for (const item of found.Items ?? []) {
    const emis = String(item.emis ?? '');
    const id = String(item.id ?? '');
    if (emis && id) byCompany.set(emis, [...(byCompany.get(emis) ?? []), id]);
  }
  return [...byCompany].map(([key, items]) => ({ key, items }));
}

/**
 * One company's unit of the store-holds job: each lapsed order released on its own
 * transaction (conditioned on it still pending: a payment that won keeps it). A failure throws,
 * so the queue tries the unit again; a release already done answers `not pending`.
 */
export async function releaseLapsedHolds(
  db: Database,
  emis: string,
  ids: readonly string[],
  now: Date,
): Promise<Array<{ emis: string; id: string; result: 'released' | 'not pending' }>> {
  const at = formatDateTime(now);
  const results: Array<{ emis: string; id: string; result: 'released' | 'not pending' }> = [];
  for (const id of ids)
    results.push({ emis, id, result: await releaseOrder(db, emis, id, 'expired', at) });
  return results;
}

/**
 * The store-holds job's units run in turn in this process (a one-off run's shortcut; the
 * scheduler runs each company's unit on its own, store/jobs.ts).
 */
export async function releaseLapsedOrders(source: { db: Database }, now: Date) {
  const results: Awaited<ReturnType<typeof releaseLapsedHolds>> = [];
  for (const unit of await dueLapsedHolds(source, now))
    results.push(...(await releaseLapsedHolds(source.db, unit.key, unit.items, now)));
  return results;
}

/**
 * POST /store/order {token}: the order a checkout pays for, by the token of the buyer's return
 * address (another company's token answers like a missing one), with its checkout's state.
 */
export async function orderByToken(ctx: RequestContext<OnSite>, token: string, cancelled = false) {
  const checkout = await findCheckout(ctx, ctx.emis, token);
  if (!checkout || checkout.purpose !== 'store' || !checkout.order_id) throw storeError('noOrder');
  let order = await readOrder(ctx.db, ctx.emis, checkout.order_id);
  if (!order) throw storeError('noOrder');
  // Lapsed, cancelled by the buyer on the gateway's page, or cancelled or failed by the gateway's
  // notification: an unpaid order lets its stock go now (a payment that won keeps it paid).
  const closed = checkout.status === 'cancelled' || checkout.status === 'failed';
  if (order.status === 'pending' && checkout.status !== 'complete') {
    const lapsed = order.reserved_until < stamp(ctx);
    if (lapsed || cancelled || closed) {
      await releaseOrder(ctx.db, ctx.emis, order.id, lapsed ? 'expired' : 'cancelled', stamp(ctx));
      order = (await readOrder(ctx.db, ctx.emis, order.id)) ?? order;
    }
  }
  return {
    order: orderView(order),
    checkout: checkoutView(checkout),
    delivery_hours: DELIVERY_HOURS,
  };
}
