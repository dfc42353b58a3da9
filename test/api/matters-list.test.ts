import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/time/sast';
import { readFigure } from '../../functions/src/kernel/aggregates';
import { MATTER_UNBILLED } from '../../functions/src/legal/figures';
import { mattersListMigration } from '../../functions/src/system/migrations/matters-list';
import { api, login, runtimeClock, testDeps, type Session } from './support';

// The matters list (issue 28 item 5): a page of the company's matters with each one's status,
// client, next task due, unbilled total and trust balance, kept as the writes happen (never a
// matter's bills or tasks read per row).

const LEGAL = 'legal.localhost';
const MANAGER = `manager@${LEGAL}`;

type Row = {
  id: string;
  title: string;
  file_number: string;
  client: { id: string; name: string | null };
  status: { id: string; name: string } | null;
  next_task_due: string | null;
  unbilled: number;
  trust_balance: number;
};
type Page = { rows: Row[]; cursor: string | null };

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const post = async <T>(path: string, body?: unknown, email = MANAGER) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: LEGAL, token: session.token });
};
const get = async <T>(path: string, email = MANAGER) => {
  const session = await as(email);
  return api.get<T>(path, { host: LEGAL, token: session.token });
};
const ok = <T>(response: { status: number; text: string; body: T }) => {
  expect(response.status, response.text).toBe(200);
  return response.body;
};

const TODAY = formatDate(runtimeClock.now());
const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function clientId() {
  const profile = ok(
    await post<{ client: { id: string } }>('/auth/get-client-profile', {
      clientReference: '7803155678083',
    }),
  );
  return profile.client.id;
}

async function newMatter(statusID = 'status-open') {
  const id = ulid();
  return ok(
    await post<{ id: string }>('/auth/add-case', {
      caseObj: {
        caseTitle: `List test ${id}`,
        fileNumber: `ML-${id.slice(-10)}`,
        selectedClientID: await clientId(),
        courtTypeID: 'court-mc',
        scaleID: 'scale-a',
        statusID,
      },
    }),
  ).id;
}

const bill = async (caseID: string, billableID: string, hours: number) =>
  ok(
    await post<{ billing: { id: string; bill: number } }>('/auth/add-billing-to-file', {
      caseID,
      billableID,
      hours,
      description: 'Work',
      billableDate: TODAY,
      requestId: ulid(),
    }),
  ).billing;

/** Every page of the list (`limit` a page), in order. */
async function allRows(query = '', limit = 50) {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const page: Page = ok(await get<Page>(`/auth/get-all-cases?${params}${query}`));
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    cursor = page.cursor;
    pages += 1;
  } while (cursor && pages < 500);
  return { rows, pages };
}
const rowOf = async (id: string) => (await allRows()).rows.find((row) => row.id === id);

describe('matters list', () => {
  it('keeps each figure exact: time added, billed, a task added and completed, trust deposited', async () => {
    const matter = await newMatter();
    const fresh = await rowOf(matter);
    expect(fresh).toMatchObject({
      status: { id: 'status-open', name: expect.any(String) },
      client: { name: expect.any(String) },
      next_task_due: null,
      unbilled: 0,
      trust_balance: 0,
    });

    const first = await bill(matter, 'billable-mc-a-consultation', 60);
    const second = await bill(matter, 'billable-copies', 3);
    expect(first.bill).toBeGreaterThan(0);
    expect((await rowOf(matter))?.unbilled).toBe(first.bill + second.bill);

    // Invoicing one bill takes it out of the unbilled total; deleting the other empties it.
    ok(
      await post('/auth/convert-bills-to-invoice', {
        caseID: matter,
        bills: [first.id],
        requestId: ulid(),
      }),
    );
    expect((await rowOf(matter))?.unbilled).toBe(second.bill);
    ok(await post('/auth/delete-bills', { caseID: matter, selectedBills: [second.id] }));
    expect((await rowOf(matter))?.unbilled).toBe(0);

    // The next task due is the earliest open one's.
    const later = addDays(TODAY, 20);
    const sooner = addDays(TODAY, 5);
    ok(await post('/auth/save-task', { caseID: matter, description: 'Later', dueDate: later }));
    expect((await rowOf(matter))?.next_task_due).toBe(later);
    const saved = ok(
      await post<{ task: string }>('/auth/save-task', {
        caseID: matter,
        description: 'Sooner',
        dueDate: sooner,
      }),
    );
    expect((await rowOf(matter))?.next_task_due).toBe(sooner);
    ok(
      await post('/auth/mark-selected-tasks-completed', {
        caseID: matter,
        selectedTasks: [saved.task],
      }),
    );
    expect((await rowOf(matter))?.next_task_due).toBe(later);

    ok(
      await post('/auth/trust-deposit', {
        caseID: matter,
        amount: 12_345,
        date: TODAY,
        reference: 'EFT',
        requestId: ulid(),
      }),
    );
    expect((await rowOf(matter))?.trust_balance).toBe(12_345);
  });

  it('removes the next task due when the last open task is deleted', async () => {
    const matter = await newMatter();
    const due = addDays(TODAY, 3);
    const saved = ok(
      await post<{ task: string }>('/auth/save-task', {
        caseID: matter,
        description: 'Only',
        dueDate: due,
      }),
    );
    expect((await rowOf(matter))?.next_task_due).toBe(due);
    ok(await post('/auth/delete-tasks', { caseID: matter, selectedTasks: [saved.task] }));
    expect((await rowOf(matter))?.next_task_due).toBeNull();
  });

  it("moves the next task due when the data-table manager edits, adds, imports or deletes a matter's tasks", async () => {
    const matter = await newMatter();
    const other = await newMatter();
    const next = async (id = matter) => (await rowOf(id))?.next_task_due ?? null;
    const inDueList = async (task: string, day: string) => {
      const page = ok(
        await get<{ rows: Array<{ id: string }> }>(`/auth/tasks-due?from=${day}&to=${day}`),
      );
      return page.rows.some((row) => row.id === task);
    };
    const saved = ok(
      await post<{ task: string }>('/auth/save-task', {
        caseID: matter,
        description: 'Through the legal screen',
        dueDate: addDays(TODAY, 10),
      }),
    );
    expect(await next()).toBe(addDays(TODAY, 10));

    // A due date edited in the manager moves the matter's next task due, and the due list.
    ok(
      await post('/auth/update-item', {
        table: 'tasks',
        id: saved.task,
        column: 'due_date',
        value: addDays(TODAY, 4),
      }),
    );
    expect(await next()).toBe(addDays(TODAY, 4));
    expect(await inDueList(saved.task, addDays(TODAY, 4))).toBe(true);
    expect(await inDueList(saved.task, addDays(TODAY, 10))).toBe(false);

    // A new task added in the manager, earlier still.
    expect(
      ok(
        await post('/auth/save-form-data', {
          table: 'tasks',
          data: {
            case_id: matter,
            description: 'Added in the manager',
            due_date: addDays(TODAY, 2),
            status: 1,
          },
        }),
      ),
    ).toBe('success');
    expect(await next()).toBe(addDays(TODAY, 2));
    const added = (
      await testDeps()
        .db.entities.matterTask.query.byCase({ emis: 'mokoena-attorneys', case_id: matter })
        .go()
    ).data.find((task) => task.description === 'Added in the manager');
    expect(added).toBeDefined();

    // An import that moves the first task's date, and completes the added one.
    const imported = ok(
      await post<{ written: boolean }>('/auth/import-table-rows', {
        table: 'tasks',
        importId: `tasks-${ulid()}`,
        rows: [
          {
            id: saved.task,
            case_id: matter,
            description: 'Through the legal screen',
            due_date: addDays(TODAY, 6),
            status: 1,
          },
          {
            id: added!.id,
            case_id: matter,
            description: 'Added in the manager',
            due_date: addDays(TODAY, 2),
            status: 2,
          },
        ],
      }),
    );
    expect(imported.written).toBe(true);
    expect(await next()).toBe(addDays(TODAY, 6));

    // A task moved to another matter moves both; deleting the last open one clears it.
    ok(
      await post('/auth/update-item', {
        table: 'tasks',
        id: saved.task,
        column: 'case_id',
        value: other,
      }),
    );
    expect(await next()).toBeNull();
    expect(await next(other)).toBe(addDays(TODAY, 6));
    ok(await post('/auth/delete-item', { table: 'tasks', id: saved.task }));
    expect(await next(other)).toBeNull();
    expect(await inDueList(saved.task, addDays(TODAY, 6))).toBe(false);
  });

  it('pages every matter once, filters by status, and never lists another company’s', async () => {
    const mine = [await newMatter(), await newMatter(), await newMatter('status-progress')];
    // Another company's matter, written straight to the table.
    const theirs = ulid();
    await testDeps()
      .db.entities.matter.create({
        emis: `other-${ulid().toLowerCase()}`,
        id: theirs,
        title: 'Not yours',
        file_number: `X-${theirs}`,
        client_id: 'someone',
        status_id: 'status-open',
      })
      .go();

    const { rows, pages } = await allRows('', 2);
    expect(pages).toBeGreaterThan(1);
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of mine) expect(ids).toContain(id);
    expect(ids).not.toContain(theirs);

    const open = await allRows('&status=status-open', 2);
    expect(open.rows.every((row) => row.status?.id === 'status-open')).toBe(true);
    expect(open.rows.map((row) => row.id)).toContain(mine[0]);
    expect(open.rows.map((row) => row.id)).not.toContain(mine[2]);
    expect(open.rows.map((row) => row.id)).not.toContain(theirs);
  });

  it('refuses a bad status or cursor with 400 and a parent with 403', async () => {
    const long = await get<{ error: string }>(`/auth/get-all-cases?status=${'x'.repeat(65)}`);
    expect(long.status).toBe(400);
    const cursor = await get<{ error: string }>('/auth/get-all-cases?cursor=nonsense');
    expect(cursor.status).toBe(400);
    expect((await get('/auth/get-all-cases', `parent@${LEGAL}`)).status).toBe(403);
  });

  it('migration 0014 backfills the unbilled total and next task due of older matters, once', async () => {
    const db = testDeps().db;
    const emis = `mlist-${ulid().toLowerCase()}`;
    const matter = ulid();
    await db.entities.matter
      .create({ emis, id: matter, title: 'Old', file_number: 'OLD/1', client_id: 'c' })
      .go();
    const bill = (bill: number, status: 'invoiced' | 'not invoiced') =>
      db.entities.billing
        .create({
          emis,
          id: ulid(),
          case_id: matter,
          billable_id: 'b',
          billable_name: 'Work',
          rate: bill,
          hours: 1,
          bill,
          billing_date: '2026-01-02',
          status,
        })
        .go();
    await bill(50_000, 'not invoiced');
    await bill(7_000, 'not invoiced');
    await bill(30_000, 'invoiced');
    const task = (due_date: string, status: number) =>
      db.entities.matterTask
        .create({ emis, id: ulid(), case_id: matter, description: 'T', due_date, status })
        .go();
    await task('2030-02-01', 1);
    await task('2030-01-05', 1);
    await task('2029-01-01', 2);

    const context = { db, log: testDeps().log };
    const first = await mattersListMigration.company(context, emis);
    expect(first.written).toBe(2);
    const second = await mattersListMigration.company(context, emis);
    expect(second.written).toBe(0);
    const figure = await readFigure(db, emis, MATTER_UNBILLED, matter);
    expect(figure.amount).toBe(57_000);
    const { data } = await db.entities.matter.get({ emis, id: matter }).go();
    expect(data?.next_task_due).toBe('2030-01-05');
  });
});
