import { describe, expect, it } from 'vitest';
import type { RefundOwedView } from '@shared/refunds/schemas';
import { runTick } from '../../functions/src/platform/jobs';
import { storeJobs } from '../../functions/src/store/jobs';
import { workQueue } from '../../functions/src/system/work';
import { api, login, runtimeClock, testDeps, type Session } from './support';
import {
  SHOP,
  SHOP_EMIS,
  buyer,
  newProduct,
  notify,
  openOrder,
  payHeld,
  unique,
  visit,
  type CheckoutReply,
} from './store-support';
import { deliver, paySignUp, PROVIDER, signUpDetails, startSignUp, tag } from './signup-support';

type Page = { rows: RefundOwedView[]; cursor: string | null };

const checkout = (items: unknown[]) =>
  visit<CheckoutReply>('/store/checkout', {
    ...buyer,
    email: `${unique('refund').replace(/\W/g, '.')}@example.co.za`,
    items,
  });

/** Every refund owed (or refunded) the provider's list shows, all pages. */
async function listed(owner: Session, status: 'owed' | 'refunded' = 'owed') {
  const rows: RefundOwedView[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/auth/refunds-owed?status=${status}&limit=20${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await api.get<Page>(query, { host: PROVIDER, token: owner.token });
    expect(page.status, page.text).toBe(200);
    rows.push(...page.body.rows);
    cursor = page.body.cursor;
  } while (cursor);
  return rows;
}

const owedFor = (rows: RefundOwedView[], id: string) => rows.filter((r) => r.id === id);

describe('refunds owed (issue 27)', () => {
  it('records a store order paid short, and one whose stock was gone, once however often notified', async () => {
    const owner = await login('owner@localhost');
    // Paid short: one of the two products is gone when the payment comes.
    const kept = await newProduct(1);
    const lost = await newProduct(1, { price: '200.00' });
    const short = await checkout([
      { id: kept, quantity: 1 },
      { id: lost, quantity: 1 },
    ]);
    expect(short.status, short.text).toBe(200);
    await testDeps().db.entities.product.delete({ emis: SHOP_EMIS, id: lost }).go();
    const shortNote = await payHeld(await openOrder(short.body.checkout));
    // The gateway repeats its notification, twice at once.
    const answers = await Promise.all([notify(shortNote), notify(shortNote), notify(shortNote)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);

    // Stock gone: the hold lapsed and someone else bought the item before the payment came.
    const only = await newProduct(1);
    const late = await checkout([{ id: only, quantity: 1 }]);
    const tick = await runTick(
      storeJobs,
      testDeps(),
      new Date(runtimeClock.now().getTime() + 31 * 60_000),
      workQueue(testDeps()),
    );
    expect(tick.failed).toEqual([]);
    expect((await checkout([{ id: only, quantity: 1 }])).status).toBe(200);
    const lateNote = await payHeld(await openOrder(late.body.checkout));
    expect((await notify(lateNote)).status).toBe(200);
    expect((await notify(lateNote)).status).toBe(200);

    const rows = await listed(owner);
    const [paidShort] = owedFor(rows, short.body.token);
    expect(owedFor(rows, short.body.token)).toHaveLength(1);
    expect(paidShort).toMatchObject({
      kind: 'store-order',
      status: 'owed',
      amount: 20_000,
      emis: SHOP_EMIS,
      reference: short.body.order.id,
      payer_name: buyer.name,
    });
    expect(paidShort?.reason).toMatch(/Paid short/);
    expect(paidShort?.gateway_payment_id).toMatch(/\w+/);
    const [gone] = owedFor(rows, late.body.token);
    expect(owedFor(rows, late.body.token)).toHaveLength(1);
    expect(gone).toMatchObject({ kind: 'store-order', amount: late.body.order.total });
    expect(gone?.reason).toMatch(/stock was gone/);

    // The provider marks one refunded, with a note; a repeat changes nothing.
    const mark = (note: string) =>
      api.post<RefundOwedView & { error?: string }>(
        '/auth/mark-refunded',
        { id: late.body.token, note },
        { host: PROVIDER, token: owner.token },
      );
    const marked = await mark('Refunded at the gateway, ref R-1');
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({
      status: 'refunded',
      note: 'Refunded at the gateway, ref R-1',
    });
    const repeat = await mark('Again');
    expect(repeat.status).toBe(200);
    expect(repeat.body.note).toBe('Refunded at the gateway, ref R-1');
    expect(owedFor(await listed(owner), late.body.token)).toHaveLength(0);
    expect(owedFor(await listed(owner, 'refunded'), late.body.token)).toHaveLength(1);
    // A note is required; an unknown id is 404.
    const noNote = await api.post<{ fields?: Record<string, string> }>(
      '/auth/mark-refunded',
      { id: short.body.token, note: ' ' },
      { host: PROVIDER, token: owner.token },
    );
    expect(noNote.status).toBe(400);
    expect(noNote.body.fields).toHaveProperty('note');
    const unknown = await api.post(
      '/auth/mark-refunded',
      { id: 'x'.repeat(32), note: 'n' },
      { host: PROVIDER, token: owner.token },
    );
    expect(unknown.status).toBe(404);
  });

  it("records a sign-up whose domain was taken while paying, for the provider's eyes only", async () => {
    const owner = await login('owner@localhost');
    const domain = `${tag('lost')}.localhost`;
    const started = await startSignUp(signUpDetails(domain));
    const note = await paySignUp(started.checkout, true);
    // The hold ran out before the payment came, and a super admin made a company on the domain.
    await testDeps().db.entities.onboardingHold.delete({ kind: 'domain', value: domain }).go();
    const taker = signUpDetails(domain);
    delete (taker as Record<string, unknown>).password;
    const created = await api.post('/auth/create-company', taker, {
      host: PROVIDER,
      token: owner.token,
    });
    expect(created.status, created.text).toBe(200);
    expect((await deliver(note!)).status).toBe(200);
    expect((await deliver(note!)).status).toBe(200);
    const status = await api.post<{ status: string; failure: string }>(
      '/onboarding-status',
      { token: started.token },
      { host: PROVIDER },
    );
    expect(status.body.status).toBe('failed');

    const rows = owedFor(await listed(owner), started.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'sign-up',
      amount: started.price.charged.amount,
      currency: 'ZAR',
      reference: domain,
      emis: started.emis,
    });
    expect(rows[0]?.reason).toMatch(/was taken before the payment was confirmed/);
    expect(rows[0]?.gateway_payment_id).toMatch(/\w+/);

    // Not for others: a manager is below the level, another company's site has no such list.
    const manager = await login('manager@shop.localhost', SHOP);
    const below = await api.get('/auth/refunds-owed', { host: SHOP, token: manager.token });
    expect(below.status).toBe(403);
    const markBelow = await api.post(
      '/auth/mark-refunded',
      { id: started.token, note: 'x' },
      { host: SHOP, token: manager.token },
    );
    expect(markBelow.status).toBe(403);
    const badCursor = await api.get('/auth/refunds-owed?cursor=abc', {
      host: PROVIDER,
      token: owner.token,
    });
    expect(badCursor.status).toBe(400);
  });
});
