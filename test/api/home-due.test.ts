import { describe, expect, it } from 'vitest';
import type { HomeDueReply } from '@shared/home/due';
import type { CreateCompanyReply } from '@shared/onboarding/schemas';
import { formatDate } from '@shared/time/sast';
import type { OwingAccountsPage } from '@shared/home/due';
import { openTaskKeys, type TasksDuePage } from '@shared/legal/tasks-due';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { readFigures, sumBy } from '../../functions/src/kernel/aggregates';
import { chargeAccounts, owingDeltas, SCHOOL_OWING } from '../../functions/src/school/fees';
import { fixtureMember } from './accounts-support';
import { api, login, runtimeClock, testDeps, uniqueEmail } from './support';

// Issue 28 item 1: the home's "Needs attention" items, figures of a company of the test's own
// (an overdue invoice paid in part, one not yet due, an event tomorrow), what a staff user and
// another company see, and who may not ask.

type Reply<T> = { status: number; body: T; text: string };

const DAY_MS = 86_400_000;
const day = (days: number) => formatDate(new Date(runtimeClock.now().getTime() + days * DAY_MS));

// A person of the company (a fixture with a demo-cost hash, signed in over HTTP): registering by
// invitation hashed at N=2^17, and what these tests count is the home page's due items.
async function member(emis: string, domain: string, alevel: 5 | 9) {
  const person = await fixtureMember(emis, alevel, { name: 'Home Person' });
  const { token } = await login(person.email, domain, person.password);
  return {
    post: <T>(path: string, body?: unknown): Promise<Reply<T>> =>
      api.post<T>(path, body, { token, host: domain }),
    get: <T>(path: string): Promise<Reply<T>> => api.get<T>(path, { token, host: domain }),
  };
}

/** A company of its own (Premium): its due items are this test's and nobody else's. */
async function freshCompany(plan: 'Premium' | 'Standard' | 'Legal' = 'Premium') {
  const owner = await login('owner@localhost');
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const domain = `home-${tag}.localhost`;
  const created = await api.post<CreateCompanyReply>(
    '/auth/create-company',
    {
      plan,
      name: `Home ${tag} (Pty) Ltd`,
      site_domain: domain,
      industry: 'General',
      currency: 'ZAR',
      email: 'hello@home.example.co.za',
      primary_phone: '012 555 0199',
      primary_address: '12 Church Street',
      city: 'Pretoria',
      postal_code: '0002',
      manager_name: 'Thandi Nkosi',
      manager_email: uniqueEmail('home'),
      manager_phone: '082 555 0101',
    },
    { host: 'localhost', token: owner.token },
  );
  expect(created.status, created.text).toBe(200);
  const emis = created.body.emis;
  return {
    emis,
    manager: await member(emis, domain, 9),
    staff: await member(emis, domain, 5),
  };
}

async function ok<T>(reply: Promise<Reply<T>>): Promise<T> {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe('GET /auth/home-due (issue 28)', () => {
  it('counts overdue invoices and amounts exactly, events of today and tomorrow, per level and company', async () => {
    const company = await freshCompany();
    const other = await freshCompany();
    const { manager, staff } = company;

    // A new company: only its SMS credits figure, nothing due.
    const empty = await ok(manager.get<HomeDueReply>('/auth/home-due'));
    expect(empty.today).toBe(day(0));
    expect(empty.items.map((i) => i.kind)).toEqual(['smsCredits']);

    const client = (
      await ok(
        manager.post<{ id: string }>('/auth/save-client', {
          name: 'Ayanda Mokoena',
          clientReference: '',
          phone: '',
        }),
      )
    ).id;
    const invoice = async (dueDate: string, price: string) =>
      (
        await ok(
          manager.post<{ invoiceNumber: number }>('/auth/save-invoice-data', {
            client,
            date: day(-20),
            dueDate,
            items: [{ item_type: 'service', name: 'Consultation', unit_price: price, quantity: 1 }],
          }),
        )
      ).invoiceNumber;
    const late = await invoice(day(-1), '1000.00');
    const lateToo = await invoice(day(-10), '200.00');
    await invoice(day(0), '500.00'); // due today: not overdue yet
    await invoice(day(1), '700.00');
    // The second overdue invoice paid in part, the first untouched.
    await ok(
      manager.post('/auth/mark-invoices-paid', {
        selectedInvoicesForPayment: [{ invoiceNumber: lateToo, amount: '50.00' }],
        dateInvoicesPaid: day(0),
        paymentMethod: 'EFT',
      }),
    );
    const totals = await Promise.all(
      [late, lateToo].map(async (n) => {
        const { data } = await testDeps()
          .db.entities.invoice.get({ emis: company.emis, seq: String(n).padStart(10, '0') })
          .go();
        return data?.total;
      }),
    );
    // Read back by number to know the VAT-inclusive totals the company's settings made.
    const [lateTotal, lateTooTotal] = totals;
    expect(lateTotal, 'invoice read back').toBeGreaterThan(0);

    await ok(
      manager.post('/auth/save-event', {
        title: 'Site visit',
        description: 'Tomorrow',
        startDate: `${day(1)} 09:00:00`,
        endDate: `${day(1)} 10:00:00`,
        privacy: 'No',
      }),
    );

    const seen = await ok(manager.get<HomeDueReply>('/auth/home-due'));
    expect(seen.items).toEqual([
      { kind: 'overdueInvoices', count: 2, amount: lateTotal! + lateTooTotal! - 5_000 },
      { kind: 'events', today: 0, tomorrow: 1 },
      { kind: 'smsCredits', credits: expect.any(Number) },
    ]);

    // Paid in full: out of the overdue figure.
    await ok(
      manager.post('/auth/mark-invoices-paid', {
        selectedInvoicesForPayment: [late],
        dateInvoicesPaid: day(0),
        paymentMethod: 'EFT',
      }),
    );
    const after = await ok(manager.get<HomeDueReply>('/auth/home-due'));
    expect(after.items[0]).toEqual({
      kind: 'overdueInvoices',
      count: 1,
      amount: lateTooTotal! - 5_000,
    });

    // Staff: the same invoices and events, not the SMS credits (an admin's screen).
    const forStaff = await ok(staff.get<HomeDueReply>('/auth/home-due'));
    expect(forStaff.items.map((i) => i.kind)).toEqual(['overdueInvoices', 'events']);

    // Another company sees its own: nothing due.
    const theirs = await ok(other.manager.get<HomeDueReply>('/auth/home-due'));
    expect(theirs.items.map((i) => i.kind)).toEqual(['smsCredits']);
  });

  it("shows a month's payroll not finalised to its manager only", async () => {
    const company = await freshCompany();
    const month = day(0).slice(0, 7);
    await ok(
      company.manager.post('/auth/create-payroll', {
        month: Number(month.slice(5)),
        year: Number(month.slice(0, 4)),
        payDate: day(0),
      }),
    );
    const seen = await ok(company.manager.get<HomeDueReply>('/auth/home-due'));
    expect(seen.items).toContainEqual({
      kind: 'payroll',
      month,
      status: 'open',
      payDate: day(0),
    });
    const forStaff = await ok(company.staff.get<HomeDueReply>('/auth/home-due'));
    expect(forStaff.items.map((i) => i.kind)).not.toContain('payroll');
  });

  it('counts learners owing fees and their total exactly after charges, payments and a deletion; lists them a page at a time', async () => {
    const company = await freshCompany();
    const other = await freshCompany();
    const standard = await freshCompany('Standard');
    const { manager, staff, emis } = company;
    const year = Number(day(0).slice(0, 4));
    const tag = Date.now().toString(36);
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `${tag}${x}`) as [string, string, string];
    for (const sid of [a, b, c])
      await ok(
        manager.post('/auth/save-form-data', {
          table: 'clients',
          data: { name: `Learner ${sid}`, sid, class: 'Grade 9A' },
        }),
      );
    // Charges (fees have no route: the seed's own write), then payments through the routes.
    await chargeAccounts(
      testDeps().db,
      emis,
      [
        { sid: a, year, opening: 0, fee: 100_000, billings: [] },
        {
          sid: b,
          year,
          opening: 30_000,
          fee: 50_000,
          billings: [{ id: 'camp', description: 'Camp', amount: 20_000, paid: 0 }],
        },
        { sid: c, year, opening: 0, fee: 0, billings: [] },
      ],
      runtimeClock.now().toISOString(),
    );
    const fees = async () =>
      (await ok(manager.get<HomeDueReply>('/auth/home-due'))).items.find(
        (i) => i.kind === 'unpaidFees',
      );
    expect(await fees()).toEqual({ kind: 'unpaidFees', year, count: 2, amount: 200_000 });

    const pay = async (sid: string, amount: string) =>
      (
        await ok(
          manager.post<{ payment: { id: string; row_version: number } }>('/auth/save-payment', {
            sid,
            description: 'School Fees',
            amount,
            method: 'EFT',
            date: day(0),
          }),
        )
      ).payment;
    const settled = await pay(b, '1,000.00');
    await pay(a, '250.00');
    expect(await fees()).toEqual({ kind: 'unpaidFees', year, count: 1, amount: 75_000 });
    // A payment above the balance: in credit, not owing (and no negative owing).
    const over = await pay(a, '800.00');
    expect(await fees()).toBeUndefined();
    await ok(
      manager.post('/auth/delete-payment', {
        delObj: { id: over.id, sid: a, row_version: over.row_version },
      }),
    );
    await ok(
      manager.post('/auth/delete-payment', {
        delObj: { id: settled.id, sid: b, row_version: settled.row_version },
      }),
    );
    expect(await fees()).toEqual({ kind: 'unpaidFees', year, count: 2, amount: 175_000 });

    // The figure is the sum of the accounts (a rebuild from the records).
    const { data: accounts } = await testDeps()
      .db.entities.feeAccount.query.byStudent({ emis })
      .go({ pages: 'all' });
    const held = (await readFigures(testDeps().db, emis, SCHOOL_OWING)).filter(
      (f) => f.amount !== 0 || f.count !== 0,
    );
    expect(held).toEqual(sumBy(SCHOOL_OWING, accounts, owingDeltas));

    // The owing list: the two learners owing, a page at a time, with their names and balances.
    const first = await ok(manager.get<OwingAccountsPage>('/auth/fees-owing?limit=1'));
    expect(first.rows).toEqual([{ sid: a, name: `Learner ${a}`, year, owing: 75_000 }]);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await ok(
      manager.get<OwingAccountsPage>(
        `/auth/fees-owing?limit=1&cursor=${encodeURIComponent(first.cursor!)}`,
      ),
    );
    expect(second.rows).toEqual([{ sid: b, name: `Learner ${b}`, year, owing: 100_000 }]);
    const rest = second.cursor
      ? await ok(
          manager.get<OwingAccountsPage>(
            `/auth/fees-owing?limit=1&cursor=${encodeURIComponent(second.cursor)}`,
          ),
        )
      : { rows: [] };
    expect(rest.rows).toEqual([]);

    // Another company's cursor is refused; its list and home show nothing of these learners.
    const foreign = await other.manager.get(
      `/auth/fees-owing?limit=1&cursor=${encodeURIComponent(first.cursor!)}`,
    );
    expect(foreign.status, foreign.text).toBe(400);
    expect((await ok(other.manager.get<OwingAccountsPage>('/auth/fees-owing'))).rows).toEqual([]);
    const theirs = await ok(other.manager.get<HomeDueReply>('/auth/home-due'));
    expect(theirs.items.map((i) => i.kind)).not.toContain('unpaidFees');

    // Staff may not open the fees (admins' screen): neither the item nor the list.
    const forStaff = await ok(staff.get<HomeDueReply>('/auth/home-due'));
    expect(forStaff.items.map((i) => i.kind)).not.toContain('unpaidFees');
    expect((await staff.get('/auth/fees-owing')).status).toBe(403);
    // A plan without the school: no item, and the list is refused.
    const standardHome = await ok(standard.manager.get<HomeDueReply>('/auth/home-due'));
    expect(standardHome.items.map((i) => i.kind)).not.toContain('unpaidFees');
    expect((await standard.manager.get('/auth/fees-owing')).status).toBe(403);
  });

  it("counts a legal company's open tasks due today and tomorrow exactly after saves, completions and deletions; lists them a page at a time", async () => {
    const company = await freshCompany('Legal');
    const other = await freshCompany('Legal');
    const premium = await freshCompany('Premium');
    const { manager, staff, emis } = company;
    const tasksItem = async (who = manager) =>
      (await ok(who.get<HomeDueReply>('/auth/home-due'))).items.find((i) => i.kind === 'tasksDue');
    expect(await tasksItem()).toBeUndefined();

    const client = (
      await ok(
        manager.post<{ id: string }>('/auth/save-client', {
          name: 'Sipho Dube',
          clientReference: '',
          phone: '',
        }),
      )
    ).id;
    const matter = (
      await ok(
        manager.post<{ id: string }>('/auth/add-case', {
          caseObj: { caseTitle: 'Dube v Acme', fileNumber: 'T-1', selectedClientID: client },
        }),
      )
    ).id;
    const save = async (description: string, dueDate?: string, dueTime?: string) =>
      (
        await ok(
          manager.post<{ task: string }>('/auth/save-task', {
            caseID: matter,
            description,
            dueDate,
            dueTime,
          }),
        )
      ).task;
    const a = await save('Today first', day(0), '09:00');
    const b = await save('Today second', day(0));
    const c = await save('Tomorrow', day(1), '11:00');
    await save('Yesterday', day(-1));
    await save('In two days', day(2));
    await save('No date');
    expect(await tasksItem()).toEqual({ kind: 'tasksDue', today: 2, tomorrow: 1 });

    // Completed and deleted tasks leave the index in the same write.
    await ok(
      manager.post('/auth/mark-selected-tasks-completed', { caseID: matter, selectedTasks: [a] }),
    );
    await ok(manager.post('/auth/delete-tasks', { caseID: matter, selectedTasks: [c] }));
    expect(await tasksItem()).toEqual({ kind: 'tasksDue', today: 1, tomorrow: 0 });
    const d = await save('Tomorrow again', day(1), '08:00');
    expect(await tasksItem()).toEqual({ kind: 'tasksDue', today: 1, tomorrow: 1 });

    // The index holds exactly the keys a rebuild from the records makes.
    const { data: records } = await testDeps()
      .db.entities.matterTask.query.byCompany({ emis })
      .go({ pages: 'all' });
    const rebuilt = records
      .map((t) => openTaskKeys(emis, t)?.due_sort)
      .filter((k): k is string => Boolean(k))
      .sort();
    const indexed = await testDeps().db.client.send(
      new QueryCommand({
        TableName: testDeps().db.table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `${emis}#task_due` },
      }),
    );
    expect((indexed.Items ?? []).map((i) => i.gsi2sk as string).sort()).toEqual(rebuilt);
    expect(rebuilt).toHaveLength(4);

    // The list: today to tomorrow, a page at a time, by due date and time, with the matter.
    const range = `from=${day(0)}&to=${day(1)}`;
    const first = await ok(manager.get<TasksDuePage>(`/auth/tasks-due?${range}&limit=1`));
    expect(first.rows).toEqual([
      {
        id: b,
        description: 'Today second',
        due_date: day(0),
        due_time: null,
        matter: { id: matter, title: 'Dube v Acme', file_number: 'T-1' },
        staff: null,
      },
    ]);
    const second = await ok(
      manager.get<TasksDuePage>(
        `/auth/tasks-due?${range}&limit=5&cursor=${encodeURIComponent(first.cursor!)}`,
      ),
    );
    expect(second.rows.map((r) => r.id)).toEqual([d]);
    // Staff see the list; bad ranges are 400s.
    expect((await ok(staff.get<TasksDuePage>(`/auth/tasks-due?${range}`))).rows).toHaveLength(2);
    expect(await tasksItem(staff)).toEqual({ kind: 'tasksDue', today: 1, tomorrow: 1 });
    expect((await manager.get(`/auth/tasks-due?from=${day(1)}&to=${day(0)}`)).status).toBe(400);
    expect((await manager.get('/auth/tasks-due?from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await manager.get('/auth/tasks-due')).status).toBe(400);

    // Another company: its own (none), and this company's cursor is refused.
    expect(await tasksItem(other.manager)).toBeUndefined();
    expect((await ok(other.manager.get<TasksDuePage>(`/auth/tasks-due?${range}`))).rows).toEqual(
      [],
    );
    const foreign = await other.manager.get(
      `/auth/tasks-due?${range}&cursor=${encodeURIComponent(first.cursor!)}`,
    );
    expect(foreign.status, foreign.text).toBe(400);
    // A plan without matters: no item, and the list is refused.
    expect(await tasksItem(premium.manager)).toBeUndefined();
    expect((await premium.manager.get(`/auth/tasks-due?${range}`)).status).toBe(403);
  });

  it('is not for a parent or a visitor', async () => {
    const parent = await login('parent@school.localhost', 'school.localhost');
    expect(
      (await api.get('/auth/home-due', { host: 'school.localhost', token: parent.token })).status,
    ).toBe(403);
    expect((await api.get('/auth/home-due', { host: 'school.localhost' })).status).toBe(401);
  });
});
