import { describe, expect, it } from 'vitest';
import {
  entryDateRefusal,
  isClosingStatus,
  TRUST_MESSAGES,
  trustDelta,
  trustSeq,
  trustStatement,
  withdrawalRefusal,
  type TrustEntryView,
} from './trust';

const entry = (
  seq: number,
  kind: TrustEntryView['kind'],
  amount: number,
  date: string,
  balance_after: number,
): TrustEntryView => ({
  seq,
  kind,
  label: kind,
  amount,
  delta: trustDelta(kind, amount),
  balance_after,
  date,
  reference: null,
  invoice_number: kind === 'transfer' ? 7 : null,
  recorded_by: null,
  recorded_at: null,
});

describe('trust rules', () => {
  it('closes on the spec’s red statuses only', () => {
    for (const name of ['Completed', 'completed', 'Closed', 'Case closed', 'COMPLETE'])
      expect(isClosingStatus(name), name).toBe(true);
    for (const name of ['Open', 'Pending', 'In progress', '', undefined, null])
      expect(isClosingStatus(name), String(name)).toBe(false);
  });

  it('moves in on a deposit and out on a transfer or a refund, never below zero', () => {
    expect(trustDelta('deposit', 500)).toBe(500);
    expect(trustDelta('transfer', 500)).toBe(-500);
    expect(trustDelta('refund', 500)).toBe(-500);
    expect(withdrawalRefusal(100_000, 100_000)).toBeUndefined();
    expect(withdrawalRefusal(40_000, 60_000)).toBe(
      'Insufficient trust funds: this matter holds R 400.00 in trust',
    );
    expect(TRUST_MESSAGES.holdsMoney(123_456)).toBe(
      'This matter still holds trust money (R 1,234.56); refund or transfer it before closing.',
    );
  });

  it('numbers entries so that they sort in recording order', () => {
    expect(trustSeq(2) < trustSeq(10)).toBe(true);
    expect(trustSeq(42)).toBe('00000042');
  });

  it('refuses a date in the future or before the last entry', () => {
    expect(entryDateRefusal('2026-05-02', '2026-05-01', undefined)).toBe(TRUST_MESSAGES.future);
    expect(entryDateRefusal('2026-04-01', '2026-05-01', '2026-04-15')).toContain('2026-04-15');
    expect(entryDateRefusal('2026-04-15', '2026-05-01', '2026-04-15')).toBeUndefined();
    expect(entryDateRefusal('2026-05-01', '2026-05-01', undefined)).toBeUndefined();
  });
});

describe('trustStatement', () => {
  const entries = [
    entry(3, 'refund', 20_000, '2026-03-20', 30_000),
    entry(1, 'deposit', 100_000, '2026-01-10', 100_000),
    entry(2, 'transfer', 50_000, '2026-02-05', 50_000),
    entry(4, 'deposit', 5_000, '2026-04-01', 35_000),
  ];

  it('covers every entry when no period is given', () => {
    const s = trustStatement(entries);
    expect(s.opening).toBe(0);
    expect(s.lines.map((l) => l.balance)).toEqual([100_000, 50_000, 30_000, 35_000]);
    expect(s).toMatchObject({ total_in: 105_000, total_out: 70_000, closing: 35_000 });
    expect(s.lines[1]).toMatchObject({
      description: 'Transfer to business: invoice 7',
      money_in: 0,
      money_out: 50_000,
    });
  });

  it('opens a period at the balance after the last earlier entry and closes at its last line', () => {
    const s = trustStatement(entries, '2026-02-01', '2026-03-31');
    expect(s.opening).toBe(100_000);
    expect(s.lines.map((l) => l.seq)).toEqual([2, 3]);
    expect(s.closing).toBe(30_000);
    expect(s).toMatchObject({ dateFrom: '2026-02-01', dateTo: '2026-03-31' });
  });

  it('keeps the opening as the closing for an empty period', () => {
    const s = trustStatement(entries, '2026-05-01');
    expect(s).toMatchObject({ opening: 35_000, closing: 35_000, lines: [] });
  });
});
