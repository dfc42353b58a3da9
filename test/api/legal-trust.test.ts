import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@shared/time/sast';
import { featureRefusal } from '@shared/plans/entitlements';
import { switchPlan } from './plans-support';
import { api, login, runtimeClock, testDeps, type Session } from './support';

// Trust money of a legal matter (issue 13, REFERENCE.md "Legal practice billing and trust
// money"): the ledger never below zero, resends recorded once, transfers against the client's
// invoices, and no closing while money is held. Matters are opened with add-case; closing uses
// the seeded case status Closed.

const LEGAL = 'legal.localhost';
const EMIS = 'mokoena-attorneys';
const MANAGER = `manager@${LEGAL}`;

type Entry = { seq: number; kind: string; amount: number; balance_after: number; date: string };
type Trust = { balance: number; entries: Entry[]; cursor: string | null; matter: { id: string } };
type Reply = { entry: Entry; balance: number; replayed: boolean; message: string };
type Failure = { error: string };

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const post = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};

const TODAY = formatDate(runtimeClock.now());

async function newClient(name: string): Promise<string> {
  const saved = await post<{ id?: string }>(MANAGER, '/auth/save-client', {
    name,
    clientReference: '',
    phone: '082 555 0101',
    email: 'trust@example.co.za',
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.id!;
}

/** A matter opened through add-case (status Open), as the practice opens one. */
async function newMatter(
  clientId: string,
  parties: { casePetitioner?: string; caseRespondent?: string } = {},
): Promise<string> {
  const id = ulid();
  const opened = await post<{ id: string }>(MANAGER, '/auth/add-case', {
    caseObj: {
      caseTitle: `Trust test ${id}`,
      fileNumber: `TT-${id.slice(-8)}`,
      selectedClientID: clientId,
      statusID: 'status-open',
      ...parties,
    },
  });
  expect(opened.status, opened.text).toBe(200);
  return opened.body.id;
}

async function newInvoice(clientId: string, rands: string): Promise<number> {
  const created = await post<{ invoiceNumber: number }>(MANAGER, '/auth/save-invoice-data', {
    client: clientId,
    date: TODAY,
    items: [{ item_type: 'service', name: 'Consultation', unit_price: rands, quantity: 1 }],
    discount: 0,
  });
  expect(created.status, created.text).toBe(200);
  return created.body.invoiceNumber;
}

const deposit = (caseID: string, amount: number, requestId = ulid()) =>
  post<Reply & Failure>(MANAGER, '/auth/trust-deposit', {
    caseID,
    amount,
    date: TODAY,
    reference: 'EFT from client',
    requestId,
  });
const trustOf = async (caseID: string) => {
  const response = await post<Trust>(MANAGER, '/auth/get-matter-trust', { caseID });
  expect(response.status, response.text).toBe(200);
  return response.body;
};

describe('a matter’s trust ledger', () => {
  let client: string;
  beforeAll(async () => {
    client = await newClient(`Trust Client ${Date.now()}`);
  });

  it('never goes below zero: two concurrent R600 transfers from R1,000, one is refused', async () => {
    const matter = await newMatter(client);
    expect((await deposit(matter, 100_000)).status).toBe(200);
    const invoice = await newInvoice(client, '2000'); // R2,300.00 with VAT
    const transfer = () =>
      post<Reply & Failure>(MANAGER, '/auth/trust-transfer', {
        caseID: matter,
        amount: 60_000,
        invoiceNumber: invoice,
        date: TODAY,
        requestId: ulid(),
      });
    const replies = await Promise.all([transfer(), transfer()]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.body.error).toBe(
      'Insufficient trust funds: this matter holds R 400.00 in trust',
    );
    const trust = await trustOf(matter);
    expect(trust.balance).toBe(40_000);
    expect(trust.entries.map((e) => [e.seq, e.kind, e.balance_after])).toEqual([
      [2, 'transfer', 40_000],
      [1, 'deposit', 100_000],
    ]);
    // The transfer is a payment on the invoice, from trust.
    const data = await post<{
      invoice: { total_paid: number };
      paid_from_trust: number;
      payments: Array<{ method: string; amount: number }>;
    }>(MANAGER, '/auth/get-invoice-data', { invoiceNumber: invoice });
    expect(data.body.invoice.total_paid).toBe(60_000);
    expect(data.body.paid_from_trust).toBe(60_000);
    expect(data.body.payments).toEqual([
      expect.objectContaining({ method: 'Trust', amount: 60_000 }),
    ]);
  });

  it('records a resent deposit once, and refuses its id for another movement', async () => {
    const matter = await newMatter(client);
    const requestId = ulid();
    const first = await deposit(matter, 25_000, requestId);
    const again = await deposit(matter, 25_000, requestId);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.entry.seq).toBe(first.body.entry.seq);
    const both = await Promise.all([
      deposit(matter, 5_000, 'same-id-' + requestId),
      deposit(matter, 5_000, 'same-id-' + requestId),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await trustOf(matter)).balance).toBe(30_000);
    const reused = await post<Failure>(MANAGER, '/auth/trust-refund', {
      caseID: matter,
      amount: 25_000,
      requestId,
    });
    expect(reused.status).toBe(409);
    expect((await trustOf(matter)).entries).toHaveLength(2);
  });

  it('refuses a refund beyond the balance, a transfer beyond the invoice, bad input and another client’s invoice', async () => {
    const matter = await newMatter(client);
    await deposit(matter, 50_000);
    const refund = await post<Failure>(MANAGER, '/auth/trust-refund', {
      caseID: matter,
      amount: 50_001,
      requestId: ulid(),
    });
    expect(refund.status).toBe(409);
    expect(refund.body.error).toContain('R 500.00');

    const invoice = await newInvoice(client, '100'); // R115.00
    const over = await post<Failure>(MANAGER, '/auth/trust-transfer', {
      caseID: matter,
      amount: 11_501,
      invoiceNumber: invoice,
      requestId: ulid(),
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(
      'The transfer is more than what is left on invoice ' + invoice + ' (R 115.00)',
    );

    const other = await newInvoice(await newClient(`Other Client ${Date.now()}`), '100');
    const foreign = await post<Failure>(MANAGER, '/auth/trust-transfer', {
      caseID: matter,
      amount: 100,
      invoiceNumber: other,
      requestId: ulid(),
    });
    expect(foreign.status).toBe(409);

    for (const amount of [0, -5, 12.5, '100', 10_000_000_001])
      expect((await deposit(matter, amount as number)).status, String(amount)).toBe(400);
    const noId = await post<Failure>(MANAGER, '/auth/trust-deposit', {
      caseID: matter,
      amount: 100,
      requestId: undefined,
    });
    expect(noId.status).toBe(400);
    const future = await post<Failure>(MANAGER, '/auth/trust-deposit', {
      caseID: matter,
      amount: 100,
      date: '2999-01-01',
      requestId: ulid(),
    });
    expect(future.status).toBe(400);
    const trust = await trustOf(matter);
    expect(trust.balance).toBe(50_000);
    expect(trust.entries).toHaveLength(1);
  });

  it('gives a statement with the opening, running and closing balances', async () => {
    const matter = await newMatter(client);
    await deposit(matter, 70_000);
    await post(MANAGER, '/auth/trust-refund', {
      caseID: matter,
      amount: 20_000,
      requestId: ulid(),
    });
    const statement = await post<{
      opening: number;
      closing: number;
      lines: Array<{ money_in: number; money_out: number; balance: number }>;
      matter: { id: string };
      client: { name: string };
    }>(MANAGER, '/auth/get-trust-statement', { caseID: matter, dateFrom: TODAY });
    expect(statement.status, statement.text).toBe(200);
    expect(statement.body).toMatchObject({ opening: 0, closing: 50_000 });
    expect(statement.body.client.name).toMatch(/^Trust Client/);
    expect(statement.body.lines.map((l) => l.balance)).toEqual([70_000, 50_000]);
  });

  it('does not close a matter that holds trust money; closes it at zero', async () => {
    const matter = await newMatter(client);
    await deposit(matter, 10_000);
    const refused = await post<Failure>(MANAGER, '/auth/close-matter', {
      caseID: matter,
      statusID: 'status-closed',
      outcome: 'Settled',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'This matter still holds trust money (R 100.00); refund or transfer it before closing.',
    );
    // The data-table manager's edit of the status carries the same guard.
    const edited = await post<Failure>(MANAGER, '/auth/update-item', {
      table: 'cases',
      id: matter,
      column: 'status_id',
      value: 'status-completed',
    });
    expect(edited.status, edited.text).toBe(409);
    expect(edited.body.error).toMatch(/^This matter still holds trust money \(R 100\.00\)/);
    const deleted = await post<Failure>(MANAGER, '/auth/delete-item', {
      table: 'cases',
      id: matter,
    });
    expect(deleted.status, deleted.text).toBe(409);
    const { data: open } = await testDeps().db.entities.matter.get({ emis: EMIS, id: matter }).go();
    expect(open?.status_id).toBe('status-open');
    await post(MANAGER, '/auth/trust-refund', {
      caseID: matter,
      amount: 10_000,
      requestId: ulid(),
    });
    const closed = await post(MANAGER, '/auth/close-matter', {
      caseID: matter,
      statusID: 'status-closed',
      outcome: 'Settled',
    });
    expect(closed.status, closed.text).toBe(200);
    const { data } = await testDeps().db.entities.matter.get({ emis: EMIS, id: matter }).go();
    expect(data).toMatchObject({ status_id: 'status-closed', outcome: 'Settled' });
    // A closed matter takes no trust money.
    const late = await deposit(matter, 5_000);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/^This matter is closed/);
    expect((await trustOf(matter)).balance).toBe(0);
    // A matter never funded has no account: it closes.
    const empty = await newMatter(client);
    expect(
      (await post(MANAGER, '/auth/close-matter', { caseID: empty, statusID: 'status-closed' }))
        .status,
    ).toBe(200);
  });

  it('answers another company’s matter like a missing one, and keeps money movements to admins', async () => {
    const matter = await newMatter(client);
    const missing = await post<Failure>(MANAGER, '/auth/get-matter-trust', { caseID: ulid() });
    // A Premium company has no legal billing (issue 27): refused for its plan before anything
    // is read, whatever the matter; on the Legal plan another company's matter is a missing one.
    const foreign = await post<Failure>('manager@shop.localhost', '/auth/get-matter-trust', {
      caseID: matter,
    });
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe(featureRefusal('legalBilling'));
    // Moved as a paid plan change would (the provider's revenue figure with it), and back to
    // the plan it had: the provider's rebuild test may run beside this file.
    const shopPlan = await switchPlan('vula-trading', 'Legal');
    try {
      const legalForeign = await post<Failure>('manager@shop.localhost', '/auth/get-matter-trust', {
        caseID: matter,
      });
      expect(legalForeign.status).toBe(404);
      expect(legalForeign.body).toEqual(missing.body);
      const foreignDeposit = await post<Failure>('manager@shop.localhost', '/auth/trust-deposit', {
        caseID: matter,
        amount: 100,
        requestId: ulid(),
      });
      expect(foreignDeposit.status).toBe(404);
    } finally {
      await switchPlan('vula-trading', shopPlan);
    }

    const staff = `staff@${LEGAL}`;
    expect((await post(staff, '/auth/get-matter-trust', { caseID: matter })).status).toBe(200);
    expect(
      (await post(staff, '/auth/trust-deposit', { caseID: matter, amount: 100, requestId: ulid() }))
        .status,
    ).toBe(403);
    expect(
      (await post(`parent@${LEGAL}`, '/auth/get-matter-trust', { caseID: matter })).status,
    ).toBe(403);
    expect((await trustOf(matter)).balance).toBe(0);
  });
});

describe('the conflict check of a new matter', () => {
  it('finds clients and parties whose names resemble the new matter’s', async () => {
    const stamp = Date.now().toString(36);
    const client = await newClient(`Khumalo Holdings ${stamp} (Pty) Ltd`);
    await newMatter(client, {
      casePetitioner: `Khumalo Holdings ${stamp} (Pty) Ltd`,
      caseRespondent: `Zanele Qwabe${stamp}; Sibusiso Dube${stamp}`,
    });
    const checked = await post<{
      clients: Array<{ id: string; score: number }>;
      parties: Array<{ name: string; role: string }>;
    }>(`staff@${LEGAL}`, '/auth/check-matter-conflicts', {
      clientName: `khumalo holdings ${stamp}`,
      respondents: `S. Dube${stamp}`,
    });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.clients.map((c) => c.id)).toContain(client);
    expect(checked.body.parties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'petitioner' }),
        expect.objectContaining({ name: `Sibusiso Dube${stamp}`, role: 'respondent' }),
      ]),
    );
    const none = await post<{ conflicts: number }>(MANAGER, '/auth/check-matter-conflicts', {
      clientName: `Unrelated Person ${stamp}x`,
    });
    expect(none.body.conflicts).toBe(0);
    expect((await post(MANAGER, '/auth/check-matter-conflicts', {})).status).toBe(400);
  });
});
