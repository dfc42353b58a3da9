import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/messages';
import type { StudentStatementReply } from '@shared/school/schemas';
import { api, login, type Session } from './support';

const SCHOOL = 'school.localhost';
const STUDENT = '2026001';

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};
const call = async <T>(email: string, path: string, body?: unknown) => {
  const session = await as(email);
  return api.post<T>(path, body, { host: email.split('@')[1], token: session.token });
};
const statement = (email: string, body: Record<string, unknown>) =>
  call<StudentStatementReply & { error?: string; fields?: Record<string, string> }>(
    email,
    '/auth/get-student-statement',
    body,
  );

describe('get-student-statement', () => {
  it('carries what came before the period into the opening and lists the period’s payments with the running balance', async () => {
    const admin = `admin@${SCHOOL}`;
    // Ayanda (2026005), whom no other suite pays for: the online payments of the others are dated
    // the server's today, which would fall in these windows in January to March.
    const sid = '2026005';
    const profile = await call<{ year: number }>(admin, '/auth/get-student-profile', { sid });
    expect(profile.status).toBe(200);
    const year = profile.body.year;
    // The seed: R350.00 carried in, the R24,000.00 fee and the R650.00 Grade 8 blazer on
    // 1 January; R4,000.00 paid on 5 March.
    const pay = async (date: string, amount: string) => {
      const saved = await call<{ payment: { rec_num: number } }>(admin, '/auth/save-payment', {
        sid,
        description: 'School Fees',
        amount,
        method: 'EFT',
        date,
        requestId: `statement-${date}-${Date.now()}`,
      });
      expect(saved.status, saved.text).toBe(200);
      return saved.body.payment.rec_num;
    };
    await pay(`${year}-02-10`, '100.00');
    const ours = await pay(`${year}-03-03`, '1,234.56');

    const reply = await statement(admin, {
      sid,
      dateFrom: `${year}-03-01`,
      dateTo: `${year}-03-05`,
    });
    expect(reply.status, reply.text).toBe(200);
    const s = reply.body.statement;
    expect(s.opening).toBe(35_000 + 2_400_000 + 65_000 - 10_000);
    expect(s.lines.map((l) => [l.date, l.rec_num, l.charge, l.payment, l.balance])).toEqual([
      [`${year}-03-03`, ours, 0, 123_456, 2_366_544],
      // A payment on the last day is in.
      [`${year}-03-05`, expect.any(Number), 0, 400_000, 1_966_544],
    ]);
    expect(s).toMatchObject({ charges: 0, payments: 523_456, closing: 1_966_544 });
    expect(reply.body.student).toMatchObject({ sid, name: 'Ayanda Khumalo' });
    expect(reply.body.school).toMatchObject({ emis: '12824090253', currency: 'ZAR' });
    expect(reply.body.school.schname).toBeTruthy();

    // From 1 January: the charges are lines, the opening is the carried balance.
    const whole = await statement(admin, {
      sid,
      dateFrom: `${year}-01-01`,
      dateTo: `${year}-02-28`,
    });
    expect(whole.body.statement.opening).toBe(35_000);
    expect(whole.body.statement.lines.map((l) => [l.kind, l.charge, l.payment])).toEqual([
      ['charge', 2_400_000, 0],
      ['charge', 65_000, 0],
      ['payment', 0, 10_000],
    ]);
    expect(whole.body.statement.closing).toBe(2_490_000);
  });

  it('lets a parent read their linked student, and answers another student as a missing one', async () => {
    const parent = `parent@${SCHOOL}`;
    const own = await statement(parent, {
      sid: STUDENT,
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(own.status, own.text).toBe(200);
    const missing = await statement(`admin@${SCHOOL}`, {
      sid: '9999999',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(PAYMENT_MESSAGES.noStudent);
    const unlinked = await statement(parent, {
      sid: '2026002',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect([unlinked.status, unlinked.body]).toEqual([missing.status, missing.body]);
  });

  it('answers another school’s student number like a missing one', async () => {
    const other = await statement('admin@agency.localhost', {
      sid: STUDENT,
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe(PAYMENT_MESSAGES.noStudent);
  });

  it('refuses a period that ends before it starts, spans two years or has no real date, with 400', async () => {
    const admin = `admin@${SCHOOL}`;
    const reversed = await statement(admin, {
      sid: STUDENT,
      dateFrom: '2026-05-01',
      dateTo: '2026-04-30',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.text).toContain(PAYMENT_MESSAGES.statementOrder);
    const twoYears = await statement(admin, {
      sid: STUDENT,
      dateFrom: '2025-12-01',
      dateTo: '2026-01-31',
    });
    expect(twoYears.status).toBe(400);
    expect(twoYears.text).toContain(PAYMENT_MESSAGES.statementOneYear);
    const unreal = await statement(admin, {
      sid: STUDENT,
      dateFrom: '2026-02-30',
      dateTo: '2026-03-31',
    });
    expect(unreal.status).toBe(400);
    expect(unreal.text).toContain(PAYMENT_MESSAGES.statementDate);
  });
});
