import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { OverdueInvoicesReply } from '@shared/documents/types';
import { formatDate } from '@shared/time/sast';
import { unpaidKey } from '../../functions/src/documents/unpaid-index';
import { unpaidInvoicesMigration } from '../../functions/src/system/migrations/unpaid-invoices';
import { planCompany, type PlanCompany } from './plans-support';
import { api, runtimeClock, testDeps } from './support';

// Issue 28: the invoices list's ?status=overdue is a server-side paged query of the unpaid
// index (gsi4), not a filter of the loaded page: every overdue invoice across pages, exactly;
// a part payment keeps one, paying in full removes it; the list is what the records say; each
// company sees its own. Migration 0020 puts invoices written before the index in it.

type Reply<T> = { status: number; body: T; text: string };

const DAY_MS = 86_400_000;
const day = (days: number) => formatDate(new Date(runtimeClock.now().getTime() + days * DAY_MS));

/** A company of its own: its invoices are this test's and nobody else's. */
async function freshCompany() {
  const company = await planCompany('Premium', 'overdue');
  const { emis, post, get } = company;
  return { emis, manager: { post, get }, staff: await company.member(5) };
}

async function ok<T>(reply: Promise<Reply<T>>): Promise<T> {
  const answer = await reply;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

type Member = Pick<PlanCompany, 'get'>;

/** Every page of the overdue list, `limit` at a time: the numbers in order and the pages read. */
async function overdueList(who: Member, limit: number) {
  const numbers: number[] = [];
  const rows: OverdueInvoicesReply['rows'] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const path: string = `/auth/overdue-invoices?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const page: OverdueInvoicesReply = await ok(who.get<OverdueInvoicesReply>(path));
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    expect(page.today).toBe(day(0));
    rows.push(...page.rows);
    numbers.push(...page.rows.map((r) => r.invoice_number));
    cursor = page.cursor;
    pages += 1;
    expect(pages, 'the pages end').toBeLessThan(50);
  } while (cursor);
  return { numbers, rows, pages };
}

describe('GET /auth/overdue-invoices (issue 28)', () => {
  it('lists every overdue invoice across pages exactly, follows payments, equals a rebuild from the records, per company', async () => {
    const company = await freshCompany();
    const other = await freshCompany();
    const { manager, staff } = company;

    const client = (
      await ok(
        manager.post<{ id: string }>('/auth/save-client', {
          name: 'Ayanda Mokoena',
          clientReference: '',
          phone: '',
        }),
      )
    ).id;
    const invoice = async (dueDate: string) =>
      (
        await ok(
          manager.post<{ invoiceNumber: number }>('/auth/save-invoice-data', {
            client,
            date: day(-40),
            dueDate,
            items: [
              { item_type: 'service', name: 'Consultation', unit_price: '100.00', quantity: 1 },
            ],
          }),
        )
      ).invoiceNumber;
    // Seven overdue (two due on the same day), one due today, one due tomorrow.
    const dues = [-30, -1, -12, -5, -12, -20, -2];
    const overdue: Array<{ number: number; due: string }> = [];
    for (const offset of dues)
      overdue.push({ number: await invoice(day(offset)), due: day(offset) });
    await invoice(day(0));
    await invoice(day(1));
    // Longest overdue first; on the same day, by number.
    const expected = [...overdue]
      .sort((a, b) => a.due.localeCompare(b.due) || a.number - b.number)
      .map((i) => i.number);

    const first = await overdueList(manager, 3);
    expect(first.numbers).toEqual(expected);
    expect(first.pages).toBeGreaterThanOrEqual(3);
    // Staff see the same list.
    expect((await overdueList(staff, 100)).numbers).toEqual(expected);

    // A part payment keeps one (with what is paid); paying in full removes another.
    const [partly, fully] = [overdue[0]!.number, overdue[1]!.number];
    await ok(
      manager.post('/auth/mark-invoices-paid', {
        selectedInvoicesForPayment: [{ invoiceNumber: partly, amount: '50.00' }],
        dateInvoicesPaid: day(0),
        paymentMethod: 'EFT',
      }),
    );
    await ok(
      manager.post('/auth/mark-invoices-paid', {
        selectedInvoicesForPayment: [fully],
        dateInvoicesPaid: day(0),
        paymentMethod: 'EFT',
      }),
    );
    const after = await overdueList(manager, 2);
    expect(after.numbers).toEqual(expected.filter((n) => n !== fully));
    expect(after.rows.find((r) => r.invoice_number === partly)?.total_paid).toBe(5_000);

    // The list is what the records say: every invoice due before today and not paid in full.
    const { data: records } = await testDeps()
      .db.entities.invoice.query.byNumber({ emis: company.emis })
      .go({ pages: 'all' });
    const rebuilt = records
      .filter((r) => r.due_date < day(0) && r.total_paid < r.total)
      .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.number - b.number)
      .map((r) => r.number);
    expect(records).toHaveLength(9);
    expect(after.numbers).toEqual(rebuilt);

    // Another company sees none of them, and a cursor of this company's list is refused there.
    expect((await overdueList(other.manager, 3)).numbers).toEqual([]);
    const page = await ok(manager.get<OverdueInvoicesReply>('/auth/overdue-invoices?limit=2'));
    expect(page.cursor).toBeTruthy();
    const foreign = await other.manager.get<{ message: string }>(
      `/auth/overdue-invoices?limit=2&cursor=${page.cursor}`,
    );
    expect(foreign.status, foreign.text).toBe(400);
    expect(foreign.text).toContain('cursor');
    const junk = await manager.get('/auth/overdue-invoices?limit=2&cursor=not-a-cursor');
    expect(junk.status, junk.text).toBe(400);
    const tooMany = await manager.get('/auth/overdue-invoices?limit=5000');
    expect(tooMany.status, tooMany.text).toBe(400);
  });

  it('is refused without a sign-in', async () => {
    const reply = await api.get('/auth/overdue-invoices', { host: 'agency.localhost' });
    expect(reply.status).toBe(401);
  });
});

describe('0020 unpaid invoices migration', () => {
  it('puts invoices written before the index in it while unpaid, takes paid ones out, and writes nothing twice', async () => {
    const db = testDeps().db;
    const emis = `migr20-${ulid().toLowerCase()}`;
    const put = (seq: string, fields: Record<string, unknown>) =>
      db.client.send(
        new PutCommand({
          TableName: db.table,
          Item: {
            pk: `${emis}#invoice`,
            sk: seq,
            __edb_e__: 'invoice',
            __edb_v__: '1',
            emis,
            seq,
            number: Number(seq),
            total: 10_000,
            ...fields,
          },
        }),
      );
    await put('0000000001', { due_date: '2025-01-31', total_paid: 0 });
    await put('0000000002', { due_date: '2025-02-28', total_paid: 4_000 });
    // Paid in full, with a stale key: taken out.
    await put('0000000003', {
      due_date: '2025-03-31',
      total_paid: 10_000,
      gsi4pk: unpaidKey(emis),
      gsi4sk: '2025-03-31#0000000003',
    });
    await put('0000000004', { due_date: '2025-04-30' }); // no paid total yet: unpaid
    const ctx = { db, log: testDeps().log };
    const first = await unpaidInvoicesMigration.company(ctx, emis);
    expect(first).toEqual({ scanned: 4, written: 4 });
    const second = await unpaidInvoicesMigration.company(ctx, emis);
    expect(second).toEqual({ scanned: 4, written: 0 });

    const keysOf = async (seq: string) => {
      const { Item } = await db.client.send(
        new GetCommand({ TableName: db.table, Key: { pk: `${emis}#invoice`, sk: seq } }),
      );
      return [Item?.gsi4pk, Item?.gsi4sk];
    };
    expect(await keysOf('0000000001')).toEqual([unpaidKey(emis), '2025-01-31#0000000001']);
    expect(await keysOf('0000000002')).toEqual([unpaidKey(emis), '2025-02-28#0000000002']);
    expect(await keysOf('0000000003')).toEqual([undefined, undefined]);
    expect(await keysOf('0000000004')).toEqual([unpaidKey(emis), '2025-04-30#0000000004']);
  });
});
