import { describe, expect, it } from 'vitest';
import { featureRefusal } from '@shared/plans/entitlements';
import { STORE_MESSAGES, type PosSaleReply } from '@shared/store/schemas';
import { testDeps } from './support';
import {
  SHOP,
  SHOP_EMIS,
  buyer,
  call,
  invoiceOf,
  newProduct,
  stockOf,
  visit,
} from './store-support';

const sale = (body: unknown, email = `staff@${SHOP}`) =>
  call<PosSaleReply & { error?: string }>(email, '/auth/pos-sale', body);

describe('the point of sale (issue 16)', () => {
  it('refuses a company on another plan with 403, selling nothing', async () => {
    const refused = await sale(
      { items: [{ id: 'anything', quantity: 1 }], method: 'Card' },
      'staff@hope.localhost',
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(featureRefusal('pos'));
  });

  it('refuses a parent (below staff)', async () => {
    const id = await newProduct(1);
    const refused = await sale({ items: [{ id, quantity: 1 }], method: 'Card' }, `parent@${SHOP}`);
    expect(refused.status).toBe(403);
    expect((await stockOf(id)).stock).toBe(1);
  });

  it('sells for cash with the change due, takes the stock and records a paid invoice', async () => {
    const a = await newProduct(3, { price: '199.99' });
    const b = await newProduct(1, { price: '50.00', list: 'No' });
    const reply = await sale({
      items: [
        { id: a, quantity: 2 },
        { id: b, quantity: 1 },
      ],
      method: 'Cash',
      tendered: 'R 600',
    });
    expect(reply.status, reply.text).toBe(200);
    // The demo shop's prices exclude VAT (its setting): 2 x R199.99 + R50.00 = R449.98, plus
    // 15 % VAT R67.497 -> R67.50 = R517.48; R600.00 received: R82.52 change.
    expect(reply.body).toMatchObject({ total: 51_748, tendered: 60_000, change: 8_252 });
    expect(reply.body.total_tax).toBe(6_750);
    expect(reply.body.prices_include_vat).toBe(false);
    expect(await stockOf(a)).toMatchObject({ stock: 1 });
    expect(await stockOf(b)).toMatchObject({ stock: 0 });
    const invoice = await invoiceOf(reply.body.invoiceNumber);
    expect(invoice).toMatchObject({
      total: 51_748,
      total_paid: 51_748,
      client_name: 'Point of sale customer',
    });
    const payments = await testDeps()
      .db.entities.payment.query.byInvoice({ emis: SHOP_EMIS, invoice_seq: invoice!.seq })
      .go();
    expect(payments.data.map((p) => [p.amount, p.method])).toEqual([[51_748, 'Cash']]);
  });

  it('refuses cash short of the total and more than is available, selling nothing', async () => {
    const id = await newProduct(2, { price: '100.00' });
    const short = await sale({ items: [{ id, quantity: 1 }], method: 'Cash', tendered: '99.99' });
    expect(short.status).toBe(400);
    expect(short.text).toContain(STORE_MESSAGES.tenderedShort);
    const none = await sale({ items: [{ id, quantity: 1 }], method: 'Cash' });
    expect(none.status).toBe(400);
    expect(none.text).toContain(STORE_MESSAGES.tenderedRequired);
    const many = await sale({ items: [{ id, quantity: 3 }], method: 'Card' });
    expect(many.status).toBe(409);
    expect(many.text).toContain('only 2 of');
    expect(await stockOf(id)).toMatchObject({ stock: 2 });
  });

  it('does not sell what a web store order holds, and sells the last item once of two tills', async () => {
    const id = await newProduct(2, { price: '10.00' });
    const held = await visit('/store/checkout', { ...buyer, items: [{ id, quantity: 1 }] });
    expect(held.status).toBe(200);
    const [one, two] = await Promise.all([
      sale({ items: [{ id, quantity: 1 }], method: 'Card' }),
      sale({ items: [{ id, quantity: 1 }], method: 'Card' }, `admin@${SHOP}`),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await stockOf(id)).toMatchObject({ stock: 1, reserved: 1 });
    const card = one.status === 200 ? one : two;
    expect(card.body).toMatchObject({ method: 'Card', change: 0, total: 1_150 });
  });

  it("answers another company's product like a missing one", async () => {
    const id = await newProduct(1);
    const elsewhere = await sale(
      { items: [{ id, quantity: 1 }], method: 'Card' },
      'staff@school.localhost',
    );
    expect(elsewhere.status).toBe(404);
    expect((await stockOf(id)).stock).toBe(1);
  });
});
