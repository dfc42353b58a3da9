import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/time/sast';
import { readFigures, sumBy } from '../../functions/src/kernel/aggregates';
import { billDeltas, MATTER_BILLED } from '../../functions/src/legal/billed';
import { api, login, runtimeClock, testDeps, type Session } from './support';

// A matter's figures without its history (issue 24): the billed total is an aggregate kept with
// each bill's create and delete (rebuilt here from the bills), and a trust statement reads its
// opening entry and its period's lines by the entries' date index.

const LEGAL = 'legal.localhost';
const EMIS = 'mokoena-attorneys';
const MANAGER = `manager@${LEGAL}`;

let session: Promise<Session> | undefined;
const post = async <T>(path: string, body?: unknown) => {
  session ??= login(MANAGER, LEGAL);
  return api.post<T>(path, body, { host: LEGAL, token: (await session).token });
};
const ok = <T>(response: { status: number; text: string; body: T }) => {
  expect(response.status, response.text).toBe(200);
  return response.body;
};

async function newMatter(): Promise<string> {
  const client = ok(await post<{ id: string }>('/auth/save-client', { name: `Figures ${ulid()}` }));
  const id = ulid();
  return ok(
    await post<{ id: string }>('/auth/add-case', {
      caseObj: {
        caseTitle: `Figures ${id}`,
        fileNumber: `FG-${id.slice(-8)}`,
        selectedClientID: client.id,
        courtTypeID: 'court-mc',
        scaleID: 'scale-a',
        statusID: 'status-open',
      },
    }),
  ).id;
}

const bill = async (caseID: string, hours: number) =>
  ok(
    await post<{ billing: { id: string; bill: number } }>('/auth/add-billing-to-file', {
      caseID,
      billableID: 'billable-copies',
      hours,
      billableDate: '2026-11-20',
    }),
  ).billing;

/** The matter's bills as stored, and its billed figure as kept. */
async function storedAndKept(caseID: string) {
  const db = testDeps().db;
  const { data } = await db.entities.billing.query
    .byCase({ emis: EMIS, case_id: caseID })
    .go({ pages: 'all' });
  return {
    rebuilt: sumBy(MATTER_BILLED, data, billDeltas),
    kept: await readFigures(db, EMIS, MATTER_BILLED, { from: caseID, to: caseID }),
  };
}

describe('a matter’s billed total', () => {
  it('is kept with every bill created and deleted, and equals the bills summed', async () => {
    const caseID = await newMatter();
    const bills = await Promise.all([bill(caseID, 2), bill(caseID, 3), bill(caseID, 5)]);
    ok(await post('/auth/delete-bills', { caseID, selectedBills: [bills[1]!.id] }));
    ok(await post('/auth/convert-bills-to-invoice', { caseID, bills: [bills[0]!.id] }));
    const { rebuilt, kept } = await storedAndKept(caseID);
    expect(kept).toEqual(rebuilt);
    expect(kept).toEqual([{ key: caseID, amount: bills[0]!.bill + bills[2]!.bill, count: 2 }]);
    const matter = ok(
      await post<{ totalBillings: number }>('/auth/get-selected-case', { selectedCaseID: caseID }),
    );
    expect(matter.totalBillings).toBe(bills[0]!.bill + bills[2]!.bill);
  });
});

describe('a trust statement', () => {
  it('opens with the balance before its period and ends with its last day’s entries', async () => {
    const caseID = await newMatter();
    const day = (back: number) =>
      formatDate(new Date(runtimeClock.now().getTime() - back * 86_400_000));
    const move = (path: string, amount: number, date: string) =>
      post(path, { caseID, amount, date, reference: 'test', requestId: ulid() }).then(ok);
    await move('/auth/trust-deposit', 30_000, day(3));
    await move('/auth/trust-refund', 5_000, day(2));
    await move('/auth/trust-deposit', 1_000, day(2));
    await move('/auth/trust-deposit', 10_000, day(1));
    type Statement = { opening: number; closing: number; lines: Array<{ balance: number }> };
    const period = ok(
      await post<Statement>('/auth/get-trust-statement', {
        caseID,
        dateFrom: day(2),
        dateTo: day(2),
      }),
    );
    expect(period.opening).toBe(30_000);
    expect(period.lines.map((l) => l.balance)).toEqual([25_000, 26_000]);
    expect(period.closing).toBe(26_000);
    const untilThen = ok(
      await post<Statement>('/auth/get-trust-statement', { caseID, dateTo: day(2) }),
    );
    expect([untilThen.opening, untilThen.lines.length, untilThen.closing]).toEqual([0, 3, 26_000]);
    const since = ok(
      await post<Statement>('/auth/get-trust-statement', { caseID, dateFrom: day(1) }),
    );
    expect([since.opening, since.lines.length, since.closing]).toEqual([26_000, 1, 36_000]);
  });
});
