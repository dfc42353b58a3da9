import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import type { CheckoutForm } from '@shared/payments/schemas';
import { api, login, type Session } from './support';

const SCHOOL = 'school.localhost';
const STUDENT = '2026001';

type Finance = { balance_due_year: number; all_pay_sum: number; total_due: number };
type Payment = {
  id: string;
  amount: number;
  rec_num: number;
  entry_date: string;
  source: string;
  row_version: number;
  description: string;
};
type Profile = {
  studentFinance: Finance;
  payments: Payment[];
  student: { sid: string; name: string };
};
type Details = {
  checkout: { status: string; amount: number; payment_id: string | null };
  payments: Payment[];
  studentFinance: Finance;
};
type Order = {
  id: string;
  m_payment_id: string;
  notification?: string;
  notify_url?: string;
  state: string;
};

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const call = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};
const profile = async (sid = STUDENT) => {
  const response = await call<Profile>(`admin@${SCHOOL}`, '/auth/get-student-profile', { sid });
  expect(response.status).toBe(200);
  return response.body;
};
const form = (fields: ReadonlyArray<readonly [string, string]>) =>
  fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** Posts a checkout to the sandbox gateway as the browser would; answers the order's id. */
async function openOrder(checkout: CheckoutForm, host = SCHOOL): Promise<string> {
  expect(checkout.action).toBe('/sandbox-gateway/process');
  const response = await api.post(checkout.action, undefined, {
    host,
    rawBody: form(checkout.fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status, response.text).toBe(303);
  const id = /order\/([0-9a-f-]+)$/.exec(response.headers.location ?? '')?.[1];
  expect(id).toBeTruthy();
  return id!;
}

async function pay(order: string, host = SCHOOL, hold = false) {
  const response = await api.post(
    `/sandbox-gateway/pay/${order}${hold ? '?hold=1' : ''}`,
    undefined,
    {
      host,
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  );
  expect(response.status).toBe(303);
  return response.headers.location ?? '';
}

async function sandboxOrder(id: string): Promise<Order> {
  const response = await api.get<Order[]>('/sandbox-gateway/orders');
  const order = response.body.find((o) => o.id === id);
  expect(order).toBeTruthy();
  return order!;
}

const notify = (body: string) =>
  api.post<string>('/payments/notify', undefined, {
    host: 'localhost',
    rawBody: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function startFeePayment(amount: string) {
  const response = await call<{ token: string; checkout: CheckoutForm }>(
    `parent@${SCHOOL}`,
    '/auth/insert-payment-details',
    { sid: STUDENT, selectedCat: 'School Fees', amount },
  );
  expect(response.status, response.text).toBe(200);
  return response.body;
}

describe('school fees paid by card through the sandbox gateway', () => {
  it('signs on the server: the browser never sees the passphrase, and the credentials call hides the key', async () => {
    const parent = await as(`parent@${SCHOOL}`);
    const credentials = await api.get<Record<string, unknown>>('/auth/get-bitspay-credentials', {
      host: SCHOOL,
      token: parent.token,
    });
    expect(credentials.status).toBe(200);
    expect(credentials.body).not.toHaveProperty('merchant_key');
    expect(JSON.stringify(credentials.body)).not.toContain('passphrase');
    const { checkout } = await startFeePayment('1.00');
    const names = checkout.fields.map(([name]) => name);
    expect(names).toContain('signature');
    expect(names).not.toContain('passphrase');
    expect(JSON.stringify(checkout)).not.toContain(inject('runtimeEnv').GATEWAY_PASSPHRASE);
  });

  it('parent pays R350.00: the notification is applied once and the balance drops by exactly R350.00', async () => {
    const before = await profile();
    const { token, checkout } = await startFeePayment('350.00');
    expect(checkout.fields).toContainEqual(['amount', '350.00']);
    const order = await openOrder(checkout);
    const page = await api.get(`/sandbox-gateway/order/${order}`, { host: SCHOOL });
    expect(page.text).toContain('R 350.00');

    const back = await pay(order);
    expect(back).toBe(
      `http://${SCHOOL}:${new URL(inject('baseUrl')).port}/payment-successful?token=${token}`,
    );

    const details = await call<Details>(`parent@${SCHOOL}`, '/auth/retrieve-payment-details', {
      token,
    });
    expect(details.status).toBe(200);
    expect(details.body.checkout.status).toBe('complete');
    expect(details.body.payments.map((p) => [p.amount, p.source])).toEqual([[35_000, 'online']]);
    const after = await profile();
    expect(before.studentFinance.balance_due_year - after.studentFinance.balance_due_year).toBe(
      35_000,
    );
    expect(after.payments.length).toBe(before.payments.length + 1);

    const saved = await call<{ payment: Payment }>(
      `parent@${SCHOOL}`,
      '/auth/save-online-payment-info',
      { token, amount: 999 },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.payment.amount).toBe(35_000);

    // The same notification again, or with the amount changed: nothing changes.
    const sent = (await sandboxOrder(order)).notification!;
    expect((await notify(sent)).status).toBe(200);
    const tampered = sent.replace('amount_gross=350.00', 'amount_gross=3.50');
    expect((await notify(tampered)).status).toBe(400);
    const last = await profile();
    expect(last.studentFinance.balance_due_year).toBe(after.studentFinance.balance_due_year);
    expect(last.payments.length).toBe(after.payments.length);
  });

  it('lists one card payment on its receipt, not every payment of that day (issue 28)', async () => {
    const paid = async (amount: string) => {
      const { token, checkout } = await startFeePayment(amount);
      await pay(await openOrder(checkout));
      const details = await call<Details>(`parent@${SCHOOL}`, '/auth/retrieve-payment-details', {
        token,
      });
      expect(details.body.checkout.status).toBe('complete');
      return details.body.payments;
    };
    const first = await paid('12.34');
    const second = await paid('43.21');
    const date = first[0]!.entry_date.slice(0, 10);
    type Day = { payments: Payment[]; total: number };
    const receipt = await call<Day>(`parent@${SCHOOL}`, '/auth/get-all-payments-same-date', {
      sid: STUDENT,
      date,
      receipts: first.map((p) => p.rec_num),
    });
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.body.payments.map((p) => [p.rec_num, p.amount])).toEqual([
      [first[0]!.rec_num, 1_234],
    ]);
    expect(receipt.body.total).toBe(1_234);
    // Without receipt numbers the day's receipt still lists the day (the school's own receipt).
    const day = await call<Day>(`parent@${SCHOOL}`, '/auth/get-all-payments-same-date', {
      sid: STUDENT,
      date,
    });
    const recs = day.body.payments.map((p) => p.rec_num);
    expect(recs).toContain(first[0]!.rec_num);
    if (second[0]!.entry_date.startsWith(date)) expect(recs).toContain(second[0]!.rec_num);
    // Bad receipt numbers: a clear 400, never a 5xx.
    for (const receipts of [[], [0], ['12'], [1.5]]) {
      const bad = await call(`parent@${SCHOOL}`, '/auth/get-all-payments-same-date', {
        sid: STUDENT,
        date,
        receipts,
      });
      expect(bad.status, JSON.stringify(receipts)).toBe(400);
    }
  });

  it('applies twenty concurrent copies of one notification once', async () => {
    const before = await profile();
    const { token, checkout } = await startFeePayment('120.50');
    const order = await openOrder(checkout);
    await pay(order, SCHOOL, true);
    const body = (await sandboxOrder(order)).notification!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = await profile();
    expect(before.studentFinance.balance_due_year - after.studentFinance.balance_due_year).toBe(
      12_050,
    );
    expect(after.payments.filter((p) => p.amount === 12_050).length).toBe(
      before.payments.filter((p) => p.amount === 12_050).length + 1,
    );
    const details = await call<Details>(`parent@${SCHOOL}`, '/auth/retrieve-payment-details', {
      token,
    });
    expect(details.body.payments).toHaveLength(1);
  });

  it('refuses a forged notification, a wrong merchant and an unvalidated one, recording nothing', async () => {
    const before = await profile();
    const { token, checkout } = await startFeePayment('75.00');
    const order = await openOrder(checkout);
    await pay(order, SCHOOL, true);
    const body = (await sandboxOrder(order)).notification!;
    const fields = [...new URLSearchParams(body)];
    const { notifySignature } = await import('../../functions/src/payments/signature');
    const resign = (
      changed: Array<[string, string]>,
      passphrase = inject('runtimeEnv').GATEWAY_PASSPHRASE,
    ) => {
      const unsigned = changed.filter(([k]) => k !== 'signature');
      return form([...unsigned, ['signature', notifySignature(unsigned, passphrase)]]);
    };
    const set = (name: string, value: string) =>
      fields.map(([k, v]): [string, string] => [k, k === name ? value : v]);

    // A bad signature; a signature made without our passphrase.
    expect(
      (
        await notify(
          body.replace(/signature=[0-9a-f]+/, 'signature=0123456789abcdef0123456789abcdef'),
        )
      ).status,
    ).toBe(400);
    expect((await notify(resign(set('amount_gross', '7.50'), 'guess'))).status).toBe(400);
    // Correctly signed (as if the passphrase leaked) but a wrong merchant; a tampered amount
    // the gateway never sent (its validate call answers INVALID).
    expect((await notify(resign(set('merchant_id', '10000999')))).status).toBe(400);
    expect((await notify(resign(set('amount_gross', '75.01')))).status).toBe(400);
    expect((await notify(resign(set('pf_payment_id', '1234567')))).status).toBe(400);
    // Not form-encoded.
    const json = await api.post('/payments/notify', Object.fromEntries(fields), {
      host: 'localhost',
    });
    expect(json.status).toBe(415);

    const after = await profile();
    expect(after.studentFinance).toEqual(before.studentFinance);
    const pending = await call<Details>(`parent@${SCHOOL}`, '/auth/retrieve-payment-details', {
      token,
    });
    expect(pending.body.checkout.status).toBe('pending');
    const early = await call(`parent@${SCHOOL}`, '/auth/save-online-payment-info', { token });
    expect(early.status).toBe(409);

    // The genuine one still applies, and a CANCELLED after it undoes nothing.
    expect((await notify(body)).status).toBe(200);
    expect((await profile()).studentFinance.balance_due_year).toBe(
      before.studentFinance.balance_due_year - 7_500,
    );
    const cancelled = resign(set('payment_status', 'CANCELLED'));
    expect([200, 400]).toContain((await notify(cancelled)).status);
    const done = await call<Details>(`parent@${SCHOOL}`, '/auth/retrieve-payment-details', {
      token,
    });
    expect(done.body.checkout.status).toBe('complete');
  });

  it('refuses a genuine notification from an address that is not the gateway, whatever the forwarding header says', async () => {
    const env = inject('runtimeEnv');
    const { token, checkout } = await startFeePayment('20.00');
    const order = await openOrder(checkout);
    await pay(order, SCHOOL, true);
    const body = (await sandboxOrder(order)).notification!;
    Object.assign(process.env, env, { LOG_LEVEL: 'silent' });
    const { handler } = await import('../../functions/src/payments/handlers/notify.handler');
    const event = {
      version: '2.0',
      routeKey: 'POST /payments/notify',
      rawPath: '/payments/notify',
      rawQueryString: '',
      headers: {
        host: 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '127.0.0.1',
        'cloudfront-viewer-address': '127.0.0.1:443',
      },
      requestContext: {
        http: { method: 'POST', path: '/payments/notify', sourceIp: '203.0.113.9' },
        requestId: 'spoofed',
      },
      body,
      isBase64Encoded: false,
    };
    const result = (await handler(event as never, { awsRequestId: 'spoofed' } as never)) as {
      statusCode: number;
    };
    expect(result.statusCode).toBe(400);
    const details = await call<Details>(`parent@${SCHOOL}`, '/auth/retrieve-payment-details', {
      token,
    });
    expect(details.body.checkout.status).toBe('pending');
  });

  it('answers the cancel address and keeps nothing when the parent cancels', async () => {
    const { token, checkout } = await startFeePayment('50.00');
    const order = await openOrder(checkout);
    const response = await api.post(`/sandbox-gateway/cancel/${order}`, undefined, {
      host: SCHOOL,
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.headers.location).toContain(`/cancel-payment?token=${token}`);
    const details = await call<Details>(`parent@${SCHOOL}`, '/auth/retrieve-payment-details', {
      token,
    });
    expect(details.body.checkout.status).toBe('pending');
    expect(details.body.payments).toEqual([]);
  });
});

describe('school payments taken at the school', () => {
  it('records, edits and deletes a payment, moving the balance with it; a stale edit is refused', async () => {
    const admin = `admin@${SCHOOL}`;
    const before = await profile('2026002');
    const saved = await call<{ message: string; payment: Payment }>(admin, '/auth/save-payment', {
      sid: '2026002',
      description: 'School Fees',
      amount: '1,000.00',
      requestId: `test-${Date.now()}`,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe('Payment Successfully Recorded!');
    const payment = saved.body.payment;
    expect((await profile('2026002')).studentFinance.balance_due_year).toBe(
      before.studentFinance.balance_due_year - 100_000,
    );

    const edited = await call<{ payment: Payment }>(admin, '/auth/edit-payment', {
      editObj: {
        id: payment.id,
        sid: '2026002',
        amount: '800.00',
        row_version: payment.row_version,
      },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await profile('2026002')).studentFinance.balance_due_year).toBe(
      before.studentFinance.balance_due_year - 80_000,
    );
    const stale = await call<{ error: string }>(admin, '/auth/edit-payment', {
      editObj: { id: payment.id, sid: '2026002', amount: '1.00', row_version: payment.row_version },
    });
    expect(stale.status).toBe(409);

    const deleted = await call<{ message: string }>(admin, '/auth/delete-payment', {
      delObj: { id: payment.id, sid: '2026002', row_version: edited.body.payment.row_version },
    });
    expect(deleted.body.message).toBe('Payment Successfully Deleted!');
    expect((await profile('2026002')).studentFinance).toEqual(before.studentFinance);
  });

  it('numbers receipts without gaps or repeats under concurrent saves', async () => {
    const admin = `admin@${SCHOOL}`;
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call<{ payment: Payment }>(admin, '/auth/save-payment', {
          sid: '2026004',
          description: 'School Fees',
          amount: 10 + i,
        }),
      ),
    );
    expect(saves.map((s) => s.status)).toEqual(Array(8).fill(200));
    const numbers = saves.map((s) => s.body.payment.rec_num).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });

  it('asks for an item or an amount, in the spec words', async () => {
    const response = await call<{ error: string; fields?: Record<string, string> }>(
      `parent@${SCHOOL}`,
      '/auth/insert-payment-details',
      { sid: STUDENT, selectedCat: 'School Fees', amount: '0' },
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(
      'Aleast You Must Pay For 1 Item. Select Description and Enter an Amount!',
    );
  });
});

describe('card status and billings', () => {
  it("lets only a super admin change a card; a parent reads their own student's", async () => {
    const admin = await call<{ error: string }>(`admin@${SCHOOL}`, '/auth/update-card-status', {
      sid: STUDENT,
    });
    expect(admin.status).toBe(403);
    const before = await call<{ status: string }>(`parent@${SCHOOL}`, '/auth/get-card-status', {
      sid: STUDENT,
    });
    expect(before.status).toBe(200);
    expect(['present', 'absent']).toContain(before.body.status);
    const other = await call(`parent@${SCHOOL}`, '/auth/get-card-status', { sid: '2026002' });
    expect(other.status).toBe(404);
  });

  it('refuses paying more than a billing has outstanding, and a billing the student does not have', async () => {
    // Thabo (Grade 11A) has the camp billing of R1,850.00.
    const over = await call<{ error: string }>(`parent@${SCHOOL}`, '/auth/insert-payment-details', {
      sid: STUDENT,
      fbInfo: ['camp-gr11|185001|Grade 11 leadership camp'],
    });
    expect(over.status).toBe(400);
    const foreign = await call(`parent@${SCHOOL}`, '/auth/insert-payment-details', {
      sid: STUDENT,
      fbInfo: ['blazer|100|School blazer'],
    });
    expect(foreign.status).toBe(400);
    const ok = await call<{ checkout: CheckoutForm }>(
      `parent@${SCHOOL}`,
      '/auth/insert-payment-details',
      {
        sid: STUDENT,
        fbInfo: ['camp-gr11|50000|Grade 11 leadership camp'],
      },
    );
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.checkout.fields).toContainEqual(['amount', '500.00']);
  });
});

describe('who may see which student', () => {
  it('lets a parent see only the linked student, and another company see none', async () => {
    expect(
      (await call(`parent@${SCHOOL}`, '/auth/get-student-profile', { sid: STUDENT })).status,
    ).toBe(200);
    const other = await call<{ error: string }>(`parent@${SCHOOL}`, '/auth/get-student-profile', {
      sid: '2026002',
    });
    expect(other.status).toBe(404);
    const missing = await call<{ error: string }>(`admin@${SCHOOL}`, '/auth/get-student-profile', {
      sid: '9999999',
    });
    expect(other.body).toEqual(missing.body);
    const foreign = await call<{ error: string }>(
      'admin@shop.localhost',
      '/auth/get-student-profile',
      { sid: STUDENT },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(
      (
        await call('parent@school.localhost', '/auth/save-payment', {
          sid: STUDENT,
          description: 'x',
          amount: 1,
        })
      ).status,
    ).toBe(403);
  });

  it("answers another company's checkout token and payment ids like missing ones", async () => {
    const { token } = await startFeePayment('10.00');
    const foreign = await call<{ error: string }>(
      'admin@shop.localhost',
      '/auth/retrieve-payment-details',
      { token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('No Payment Data Found!');
    const payments = (await profile()).payments;
    const edit = await call('admin@shop.localhost', '/auth/delete-payment', {
      delObj: { id: payments[0]!.id, sid: STUDENT, row_version: payments[0]!.row_version },
    });
    expect(edit.status).toBe(404);
  });

  it("answers 'unauthorized' for another school's emis", async () => {
    const own = await call<{ school: { emis: string } }>(
      `parent@${SCHOOL}`,
      '/auth/get-selected-school',
      { emis: '12824090253' },
    );
    expect(own.body.school.emis).toBe('12824090253');
    const other = await call(`parent@${SCHOOL}`, '/auth/get-selected-school', {
      emis: 'baron-007',
    });
    expect(other.body).toBe('unauthorized');
  });
});

describe('donations on the charity site', () => {
  it("refuses R9.99 with 'Minimum Donation Amount is ZAR10!' and takes R10 through the gateway", async () => {
    const low = await api.post<{ error: string; fields?: Record<string, string> }>(
      '/payments/donate',
      { name: 'Zanele Dube', phone: '082 555 0101', amount: '9.99' },
      { host: 'hope.localhost' },
    );
    expect(low.status).toBe(400);
    expect(JSON.stringify(low.body)).toContain('Minimum Donation Amount is ZAR10!');
    const ok = await api.post<{ token: string; checkout: CheckoutForm }>(
      '/payments/donate',
      { name: 'Zanele Dube', phone: '082 555 0101', amount: '10' },
      { host: 'hope.localhost' },
    );
    expect(ok.status, ok.text).toBe(200);
    const order = await openOrder(ok.body.checkout, 'hope.localhost');
    expect(await pay(order, 'hope.localhost')).toContain(
      `/payment-complete?token=${ok.body.token}`,
    );
    const status = await api.post<{ status: string; amount: number }>(
      '/payments/status',
      { token: ok.body.token },
      { host: 'hope.localhost' },
    );
    expect(status.body).toMatchObject({ status: 'complete', amount: 1_000 });
    const elsewhere = await api.post(
      '/payments/status',
      { token: ok.body.token },
      { host: SCHOOL },
    );
    expect(elsewhere.status).toBe(404);
  });
});
