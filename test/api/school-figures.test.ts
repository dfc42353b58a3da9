import { describe, expect, it } from 'vitest';
import { readFigures, sumBy, type Figure } from '../../functions/src/kernel/aggregates';
import {
  paymentDeltas,
  SCHOOL_PAYMENTS,
  schoolPaymentsFigure,
  STUDENT_PAID,
  type SchoolPaymentRecord,
} from '../../functions/src/school/fees';
import { api, login, nextCommonYear, testDeps, type Session } from './support';

// The school's figures (issue 24): every payment written through the routes adds to the
// school's and the student's period figures in its own transaction. Rebuilt here from the
// payment records: equal, to the cent, after saves, edits (amount, day, month and year) and
// deletions. The payments are dated in a year no other suite uses, for a learner made here.
const SCHOOL = 'school.localhost';
const EMIS = '12824090253';
const ADMIN = `admin@${SCHOOL}`;

let session: Promise<Session> | undefined;
const post = async <T>(path: string, body: unknown) =>
  api.post<T>(path, body, {
    host: SCHOOL,
    token: (await (session ??= login(ADMIN, SCHOOL))).token,
  });

type Payment = { id: string; row_version: number; amount: number };
type Statement = {
  statement: { opening: number; closing: number; lines: Array<{ payment: number }> };
};

describe('school payment figures', () => {
  const db = testDeps().db;
  // Far from the server's year and from every other suite's payments.
  const year = nextCommonYear() + 40;
  const sid = `fig${Date.now()}`;

  const save = async (date: string, amount: string) => {
    const saved = await post<{ payment: Payment }>('/auth/save-payment', {
      sid,
      description: 'School Fees',
      amount,
      method: 'EFT',
      date,
      requestId: `fig-${sid}-${date}-${amount}`.replace(/[^A-Za-z0-9_-]/g, '_'),
    });
    expect(saved.status, saved.text).toBe(200);
    return saved.body.payment;
  };
  const recordsOfStudent = async (): Promise<SchoolPaymentRecord[]> =>
    (await db.entities.schoolPayment.query.byStudentDate({ emis: EMIS, sid }).go({ pages: 'all' }))
      .data;
  const recordsOfYear = async (y: number): Promise<SchoolPaymentRecord[]> =>
    (
      await db.entities.schoolPayment.query
        .byDate({ emis: EMIS })
        .between({ entry_date: `${y}-01-01` }, { entry_date: `${y}-12-31~` })
        .go({ pages: 'all' })
    ).data;
  // A figure taken back to nothing stays as a zero item: the same as no item.
  const held = (figures: Figure[]) => figures.filter((f) => f.amount !== 0 || f.count !== 0);
  const figuresOfYear = async (y: number) =>
    held([
      ...(await readFigures(db, EMIS, SCHOOL_PAYMENTS, { from: `d|${y}-`, to: `d|${y}-~` })),
      ...(await readFigures(db, EMIS, SCHOOL_PAYMENTS, { from: `m|${y}-`, to: `m|${y}-~` })),
    ]);
  const expectRebuilt = async () => {
    const mine = await recordsOfStudent();
    expect(held(await readFigures(db, EMIS, STUDENT_PAID, { prefix: `${sid}|` }))).toEqual(
      sumBy(STUDENT_PAID, mine, paymentDeltas),
    );
    for (const y of [year, year + 1]) {
      const records = await recordsOfYear(y);
      expect(records.every((p) => p.sid === sid)).toBe(true);
      expect(await figuresOfYear(y)).toEqual(sumBy(SCHOOL_PAYMENTS, records, paymentDeltas));
    }
    return mine;
  };

  it('equal the payment records after saves, edits and deletions through the routes', async () => {
    const student = await post('/auth/save-form-data', {
      table: 'clients',
      data: { name: 'Figure Learner', sid, class: 'Grade 9A' },
    });
    expect(student.status, student.text).toBe(200);

    const january = await save(`${year}-01-20`, '1,000.00');
    const march = await save(`${year}-03-03 09:30`, '250.50');
    const marchLater = await save(`${year}-03-31`, '99.99');
    const june = await save(`${year}-06-15`, '4,000.00');
    await save(`${year}-11-30`, '12.34');
    await expectRebuilt();

    // Edits: an amount; a day within the month; to another month; to the next year.
    const edit = async (payment: Payment, change: { amount?: string; date?: string }) => {
      const edited = await post<{ payment: Payment }>('/auth/edit-payment', {
        editObj: { id: payment.id, sid, row_version: payment.row_version, ...change },
      });
      expect(edited.status, edited.text).toBe(200);
      return edited.body.payment;
    };
    await edit(january, { amount: '1,100.00' });
    await edit(march, { date: `${year}-03-04` });
    await edit(marchLater, { date: `${year}-04-01`, amount: '100.00' });
    const moved = await edit(june, { date: `${year + 1}-02-10` });
    await expectRebuilt();

    const deleted = await post('/auth/delete-payment', {
      delObj: { id: moved.id, sid, row_version: moved.row_version },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const records = await expectRebuilt();
    expect(records.map((p) => p.amount).sort((a, b) => a - b)).toEqual([
      1_234, 10_000, 25_050, 110_000,
    ]);

    // The dashboard's figure over partial months and whole ones.
    expect(
      await schoolPaymentsFigure({ db, emis: EMIS }, `${year}-01-21`, `${year}-12-31`),
    ).toEqual({ amount: 25_050 + 10_000 + 1_234, count: 3 });
    expect(
      await schoolPaymentsFigure({ db, emis: EMIS }, `${year}-01-01`, `${year}-03-04`),
    ).toEqual({ amount: 110_000 + 25_050, count: 2 });

    // The statement opens on what was paid before the period (from the figures) and lists the
    // period's payments; from 1 January the opening is the carried balance (none here).
    const statement = async (dateFrom: string, dateTo: string) => {
      const reply = await post<Statement>('/auth/get-student-statement', { sid, dateFrom, dateTo });
      expect(reply.status, reply.text).toBe(200);
      return reply.body.statement;
    };
    const april = await statement(`${year}-04-01`, `${year}-11-30`);
    expect(april.opening).toBe(-(110_000 + 25_050));
    expect(april.lines.map((l) => l.payment)).toEqual([10_000, 1_234]);
    expect(april.closing).toBe(-(110_000 + 25_050 + 10_000 + 1_234));
    const whole = await statement(`${year}-01-01`, `${year}-03-04`);
    expect(whole.opening).toBe(0);
    expect(whole.lines.map((l) => l.payment)).toEqual([110_000, 25_050]);

    // A day's payments (a receipt) and the student's list read their own key ranges.
    const day = await post<{ payments: Payment[]; total: number }>(
      '/auth/get-all-payments-same-date',
      { sid, date: `${year}-03-04` },
    );
    expect(day.body.total).toBe(25_050);
    const all = await post<{ payments: Payment[] }>('/auth/get-selected-student-payment', { sid });
    expect(all.body.payments.map((p) => p.amount)).toEqual([1_234, 10_000, 25_050, 110_000]);
  });

  it("shows the year's collected fees from the school's figures", async () => {
    // Other suites pay at this school now: compare while the figure holds still.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const before = await post<{ stats: { year: number; collected: number } }>(
        '/auth/get-selected-school',
        { emis: EMIS },
      );
      expect(before.status, before.text).toBe(200);
      const { year: current, collected } = before.body.stats;
      const sum = (await recordsOfYear(current)).reduce((total, p) => total + p.amount, 0);
      const after = await post<{ stats: { collected: number } }>('/auth/get-selected-school', {
        emis: EMIS,
      });
      if (after.body.stats.collected !== collected) continue;
      expect(collected).toBe(sum);
      return;
    }
    throw new Error('The school’s payments never held still for a comparison');
  });
});
