import { describe, expect, it } from 'vitest';
import { featureRefusal } from '@shared/plans/entitlements';
import { STORE_MESSAGES, STORE_RESERVATION_MINUTES } from '@shared/store/schemas';
import { formatDateTime } from '@shared/time/sast';
import { runTick } from '../../functions/src/platform/jobs';
import { CHECKOUTS_PER_ADDRESS, OPEN_HOLDS_PER_BUYER } from '../../functions/src/store/limits';
import { storeJobs } from '../../functions/src/store/jobs';
import { workQueue } from '../../functions/src/system/work';
import { outbox, runtimeClock, testDeps } from './support';
import {
  SHOP,
  SHOP_EMIS,
  buyer,
  call,
  invoiceOf,
  newProduct,
  notify,
  openOrder,
  payHeld,
  stockOf,
  unique,
  visit,
  visitorAddress,
  type CheckoutReply,
} from './store-support';

type ProductsReply = {
  rows: Array<{ id: string; name: string; price: number; category: string; available: number }>;
  cursor: string | null;
  categories: string[];
};
type OrderReply = {
  order: {
    id: string;
    status: string;
    invoice_number: number | null;
    total: number;
    short: boolean;
  };
  checkout: { status: string };
};

/** A checkout by a buyer of its own (the per-buyer hold limit), unless `more` names one. */
const checkout = (
  items: unknown[],
  more: Record<string, unknown> = {},
  host = SHOP,
  address = visitorAddress(),
) =>
  visit<CheckoutReply>(
    '/store/checkout',
    { ...buyer, email: `${unique('buyer').replace(/\W/g, '.')}@example.co.za`, items, ...more },
    host,
    address,
  );

type HoldResult = { emis: string; id: string; result: string };
/**
 * The scheduler's tick of the store's job at `at`: the lapsed holds found in the expiry index,
 * one unit per company, run through the local work queue (the same code as the SQS worker).
 */
async function holdsTick(at: Date) {
  const reply = await runTick(storeJobs, testDeps(), at, workQueue(testDeps()));
  expect(reply.failed).toEqual([]);
  expect(reply.deadLetters).toEqual([]);
  return (reply.jobs['store-holds']?.results ?? []) as HoldResult[];
}

/** Every page of a store's listed products. */
async function allListed(host: string, category?: string) {
  const rows: ProductsReply['rows'] = [];
  let cursor: string | null | undefined;
  do {
    const page = await visit<ProductsReply>(
      '/store/products',
      { category, cursor, limit: 48 },
      host,
    );
    expect(page.status, page.text).toBe(200);
    rows.push(...page.body.rows);
    cursor = page.body.cursor;
  } while (cursor);
  return rows;
}

/** Pays an order in the sandbox and delivers its notification `times` times (at once). */
async function payAndNotify(reply: CheckoutReply, times = 1) {
  const notification = await payHeld(await openOrder(reply.checkout));
  const answers = await Promise.all(Array.from({ length: times }, () => notify(notification)));
  expect(answers.map((a) => a.status)).toEqual(Array(times).fill(200));
  return notification;
}

const orderOf = (token: string) => visit<OrderReply>('/store/order', { token });

describe('the web store (issue 16)', () => {
  it("lists the site's listed products only, by category, with the spec's categories", async () => {
    const listed = await newProduct(2);
    const hidden = await newProduct(2, { list: 'No' });
    const notebook = await newProduct(1, { category: 'Notebooks' });
    const all = await allListed(SHOP);
    const ids = all.map((p) => p.id);
    expect(ids).toContain(listed);
    expect(ids).toContain(notebook);
    expect(ids).not.toContain(hidden);
    expect(all.find((p) => p.id === listed)).toMatchObject({
      price: 123_450,
      category: 'Phones',
      available: 2,
    });
    const phones = await allListed(SHOP, 'Phones');
    expect(phones.every((p) => p.category === 'Phones')).toBe(true);
    expect(phones.map((p) => p.id)).not.toContain(notebook);
    const first = await visit<ProductsReply>('/store/products', {});
    expect(first.body.categories).toEqual(['All Products', 'Phones', 'Notebooks']);
    // The seeded store: refurbished phones and notebooks with pictures and ratings.
    const seeded = all.find((p) => p.name.startsWith('Lenovo ThinkPad T480'));
    expect(seeded).toMatchObject({ category: 'Notebooks', price: 599_900 });
    const details = await visit<Record<string, unknown>>('/store/product', { id: seeded!.id });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ stars: 4.7, total_reviews: 64 });
    expect(String(details.body.image)).toMatch(/^\/images\/products\/vula-trading\/.+\.png$/);
    const picture = await visit('/images/products/vula-trading/nb-t480.png', undefined);
    expect([200, 404, 405]).toContain(picture.status);
    // An unlisted product has no details page.
    expect((await visit('/store/product', { id: hidden })).status).toBe(404);
  });

  it("never shows another company's products, and refuses a company without the plan", async () => {
    const mine = await newProduct(3);
    const school = await allListed('school.localhost');
    expect(school.map((p) => p.id)).not.toContain(mine);
    expect((await visit('/store/product', { id: mine }, 'school.localhost')).status).toBe(404);
    const elsewhere = await checkout([{ id: mine, quantity: 1 }], {}, 'school.localhost');
    expect(elsewhere.status).toBe(404);
    expect((await stockOf(mine)).reserved).toBe(0);
    const standard = await visit<{ error: string }>('/store/products', {}, 'hope.localhost');
    expect(standard.status).toBe(403);
    expect(standard.body.error).toBe(featureRefusal('store'));
  });

  it("charges the catalogue's price whatever price the request names", async () => {
    const id = await newProduct(4, { price: '2,500.00' });
    const reply = await checkout([{ id, quantity: 2, price: 1, unit_price: 1, total: 1 }], {
      total: 1,
      amount: '0.01',
    });
    expect(reply.status, reply.text).toBe(200);
    // The demo shop's prices exclude VAT (its setting): R5,000.00 + 15 %.
    expect(reply.body.order.total).toBe(575_000);
    expect(reply.body.order.lines[0]?.unit_price).toBe(250_000);
    expect(Object.fromEntries(reply.body.checkout.fields).amount).toBe('5750.00');
    expect(await stockOf(id)).toMatchObject({ stock: 4, reserved: 2 });
  });

  it('answers 400 with the messages for a bad checkout, and holds nothing', async () => {
    const id = await newProduct(2);
    const empty = await checkout([]);
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(STORE_MESSAGES.emptyCart);
    const noAddress = await checkout([{ id, quantity: 1 }], { fulfilment: 'delivery' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.text).toContain(STORE_MESSAGES.addressRequired);
    const outside = await checkout([{ id, quantity: 1 }], {
      fulfilment: 'delivery',
      address: '12 Long Street',
      city: 'Cape Town',
      province: 'Western Cape',
    });
    expect(outside.status).toBe(400);
    expect(outside.text).toContain(STORE_MESSAGES.outsideDelivery('KwaZulu-Natal'));
    const noBranch = await checkout([{ id, quantity: 1 }], { branchId: 'branch-99' });
    expect(noBranch.status).toBe(400);
    expect(await stockOf(id)).toMatchObject({ stock: 2, reserved: 0 });
    const delivered = await checkout([{ id, quantity: 1 }], {
      fulfilment: 'delivery',
      address: '5 Florida Road',
      city: 'Durban',
      postalCode: '4001',
      province: 'KwaZulu-Natal',
    });
    expect(delivered.status, delivered.text).toBe(200);
  });

  it('gives the last item to exactly one of two buyers at once; the other gets 409', async () => {
    const id = await newProduct(1);
    const [a, b] = await Promise.all([
      checkout([{ id, quantity: 1 }], { email: 'first@example.co.za' }),
      checkout([{ id, quantity: 1 }], { email: 'second@example.co.za' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.text).toMatch(/has just sold out/);
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 1 });
    // Asking for more than is left names how many are.
    const two = await newProduct(2);
    const more = await checkout([{ id: two, quantity: 3 }]);
    expect(more.status).toBe(409);
    expect(more.text).toContain('only 2 of');
  });

  it('takes the stock once and makes one paid invoice, however often the payment is notified', async () => {
    const id = await newProduct(5, { price: '1,150.00' });
    const email = `buyer.${Date.now().toString(36)}@example.co.za`;
    const reply = await checkout([{ id, quantity: 2 }], { email });
    expect(reply.status, reply.text).toBe(200);
    expect(await stockOf(id)).toMatchObject({ stock: 5, reserved: 2 });
    const notification = await payAndNotify(reply.body, 6);
    expect(await stockOf(id)).toMatchObject({ stock: 3, reserved: 0 });
    // Delivered again later: nothing more.
    expect((await notify(notification)).status).toBe(200);
    expect(await stockOf(id)).toMatchObject({ stock: 3, reserved: 0 });

    const { order, checkout: paid } = (await orderOf(reply.body.token)).body;
    expect(paid.status).toBe('complete');
    expect(order.status).toBe('paid');
    expect(order.invoice_number).toBeGreaterThan(0);
    const invoice = await invoiceOf(order.invoice_number!);
    expect(invoice).toMatchObject({
      total: 264_500,
      total_paid: 264_500,
      prices_include_vat: false,
    });
    // R2,300.00 and 15% VAT added (the demo shop's setting): R345.00 of VAT.
    expect(invoice?.total_tax).toBe(34_500);
    const payments = await testDeps()
      .db.entities.payment.query.byInvoice({ emis: SHOP_EMIS, invoice_seq: invoice!.seq })
      .go();
    expect(payments.data.map((p) => [p.amount, p.method])).toEqual([[264_500, 'Credit Cards']]);
    // The staff see it as paid; the buyer got one confirmation.
    const list = await call<{ rows: Array<{ id: string; status: string }> }>(
      `staff@${SHOP}`,
      '/auth/get-store-orders',
      { status: 'paid', limit: 100 },
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.find((row) => row.id === order.id)?.status).toBe('paid');
    const mails = outbox('email').filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(String(mails[0]?.subject)).toContain(`invoice ${order.invoice_number}`);
  });

  it(`releases an unpaid order's hold after ${STORE_RESERVATION_MINUTES} minutes, once`, async () => {
    const id = await newProduct(1);
    const reply = await checkout([{ id, quantity: 1 }]);
    expect(reply.status).toBe(200);
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 1 });
    // Not yet: a minute before the limit.
    const early = new Date(runtimeClock.now().getTime() + (STORE_RESERVATION_MINUTES - 1) * 60_000);
    await holdsTick(early);
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 1 });
    const late = new Date(runtimeClock.now().getTime() + (STORE_RESERVATION_MINUTES + 1) * 60_000);
    const [first, second] = await Promise.all([holdsTick(late), holdsTick(late)]);
    const mine = [...first, ...second].filter((r) => r.id === reply.body.order.id);
    expect(mine.filter((r) => r.result === 'released')).toHaveLength(1);
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 0 });
    expect((await orderOf(reply.body.token)).body.order.status).toBe('expired');
    // The item is on offer again.
    const next = await checkout([{ id, quantity: 1 }]);
    expect(next.status, next.text).toBe(200);
  });

  it("lets an order's hold go at once when the buyer comes back from the gateway's cancel page", async () => {
    const id = await newProduct(1);
    const reply = await checkout([{ id, quantity: 1 }]);
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 1 });
    // Asking without cancelling changes nothing.
    expect((await orderOf(reply.body.token)).body.order.status).toBe('pending');
    const back = await visit<OrderReply>('/store/order', {
      token: reply.body.token,
      cancelled: true,
    });
    expect(back.status).toBe(200);
    expect(back.body.order.status).toBe('cancelled');
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 0 });
    // The same buyer checks out again and gets the item.
    expect((await checkout([{ id, quantity: 1 }])).status).toBe(200);
  });

  it('records a payment that arrives after the hold lapsed: from stock if there, else short', async () => {
    const id = await newProduct(1);
    const reply = await checkout([{ id, quantity: 1 }]);
    await holdsTick(new Date(runtimeClock.now().getTime() + 31 * 60_000));
    // Someone else bought the item meanwhile.
    const other = await checkout([{ id, quantity: 1 }], { email: 'other@example.co.za' });
    expect(other.status).toBe(200);
    await payAndNotify(reply.body);
    const { order } = (await orderOf(reply.body.token)).body;
    expect(order).toMatchObject({ status: 'paid', short: true });
    expect(order.invoice_number).toBeGreaterThan(0);
    // The other buyer's hold is untouched and nothing was oversold.
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 1 });
  });

  it('refuses to delete a product held by an unpaid order, and a paid order survives a deleted product', async () => {
    const id = await newProduct(2);
    const reply = await checkout([{ id, quantity: 1 }]);
    const refused = await call<{ error: string }>(`admin@${SHOP}`, '/auth/bulk-delete', {
      table: 'products',
      rowIds: [id],
    });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(STORE_MESSAGES.productHeld);
    expect((await stockOf(id)).exists).toBe(true);
    // A product gone by other means (a defect, a restore) does not break the payment.
    await testDeps().db.entities.product.delete({ emis: SHOP_EMIS, id }).go();
    await payAndNotify(reply.body);
    const { order } = (await orderOf(reply.body.token)).body;
    expect(order.status).toBe('paid');
    expect(order.short).toBe(true);
    const invoice = await invoiceOf(order.invoice_number!);
    expect(invoice?.total_paid).toBe(order.total);
    expect(invoice?.lines[0]?.name).toMatch(/^Test phone/);
  });

  it("answers another company's checkout token like a missing one", async () => {
    const id = await newProduct(1);
    const reply = await checkout([{ id, quantity: 1 }]);
    expect((await orderOf(reply.body.token)).status).toBe(200);
    const elsewhere = await visit('/store/order', { token: reply.body.token }, 'school.localhost');
    expect(elsewhere.status).toBe(404);
    expect((await orderOf('x'.repeat(30))).status).toBe(404);
    expect(unique('x')).toBeTruthy();
  });
});

describe('a public checkout that cannot be abused', () => {
  /** Waits, if need be, until the runtime's own minute tick is well behind and far ahead. */
  async function awayFromTheRuntimeTick() {
    const into = Date.now() % 60_000;
    if (into > 40_000 || into < 5_000)
      await new Promise((resolve) => setTimeout(resolve, (65_000 - into) % 60_000));
  }

  it(`refuses the ${CHECKOUTS_PER_ADDRESS + 1}st checkout from one address in an hour (429), the stock untouched`, async () => {
    const id = await newProduct(CHECKOUTS_PER_ADDRESS + 5);
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < CHECKOUTS_PER_ADDRESS; i += 1) {
      const held = await checkout([{ id, quantity: 1 }], {}, SHOP, address);
      expect(held.status, held.text).toBe(200);
    }
    expect(await stockOf(id)).toMatchObject({ stock: 25, reserved: CHECKOUTS_PER_ADDRESS });
    const refused = await checkout([{ id, quantity: 1 }], {}, SHOP, address);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(STORE_MESSAGES.tooManyCheckouts(CHECKOUTS_PER_ADDRESS));
    expect(refused.text).toContain('at most 20 an hour');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing more held, no order written for it.
    expect(await stockOf(id)).toMatchObject({ stock: 25, reserved: CHECKOUTS_PER_ADDRESS });
    // Another address still checks out.
    expect((await checkout([{ id, quantity: 1 }])).status).toBe(200);
  });

  it(`holds at most ${OPEN_HOLDS_PER_BUYER} unpaid orders per buyer in a shop`, async () => {
    const id = await newProduct(10);
    const email = `${unique('holder').replace(/\W/g, '.')}@example.co.za`;
    const held: CheckoutReply[] = [];
    for (let i = 0; i < OPEN_HOLDS_PER_BUYER; i += 1) {
      const reply = await checkout([{ id, quantity: 1 }], { email });
      expect(reply.status, reply.text).toBe(200);
      held.push(reply.body);
    }
    const refused = await checkout([{ id, quantity: 1 }], { email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(
      STORE_MESSAGES.tooManyHolds(OPEN_HOLDS_PER_BUYER, STORE_RESERVATION_MINUTES),
    );
    expect(await stockOf(id)).toMatchObject({ stock: 10, reserved: OPEN_HOLDS_PER_BUYER });
    // One let go (the gateway's cancel page): the buyer may check out again.
    const back = await visit('/store/order', { token: held[0]!.token, cancelled: true });
    expect(back.status).toBe(200);
    expect((await checkout([{ id, quantity: 1 }], { email })).status).toBe(200);
  });

  it('releases lapsed holds in the scheduled job, per company, not in a checkout', async () => {
    const id = await newProduct(2);
    const other = await newProduct(1);
    const reply = await checkout([{ id, quantity: 1 }]);
    expect(reply.status, reply.text).toBe(200);
    const orderId = reply.body.order.id;
    await awayFromTheRuntimeTick();
    // The hold lapsed a minute ago (as if placed 31 minutes back): its keys say so.
    const lapsed = formatDateTime(new Date(runtimeClock.now().getTime() - 60_000));
    await testDeps()
      .db.entities.storeOrder.patch({ emis: SHOP_EMIS, id: orderId })
      .set({ reserved_until: lapsed, pending_sort: `${lapsed}#${SHOP_EMIS}#${orderId}` })
      .go();
    // Another buyer's checkout lets go of nothing.
    expect((await checkout([{ id: other, quantity: 1 }])).status).toBe(200);
    const { data: still } = await testDeps()
      .db.entities.storeOrder.get({ emis: SHOP_EMIS, id: orderId })
      .go({ consistent: true });
    expect(still?.status).toBe('pending');
    expect(await stockOf(id)).toMatchObject({ stock: 2, reserved: 1 });
    // The job's tick does: the order is found in the expiry index, in the shop's own unit.
    const results = await holdsTick(runtimeClock.now());
    expect(results.filter((r) => r.id === orderId)).toEqual([
      { emis: SHOP_EMIS, id: orderId, result: 'released' },
    ]);
    expect(await stockOf(id)).toMatchObject({ stock: 2, reserved: 0 });
    expect((await stockOf(other)).reserved).toBe(1);
  });
});
