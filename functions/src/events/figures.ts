// A talent's running totals (issue 25: Manage Talents' Total Hours and Total Payout): kept by
// ADD in the same transaction as each booking's save, move, edit and delete, so the by-staff
// appointments answer them from two items, never by reading the talent's bookings.
import { type Delta, readFigure } from '../kernel/aggregates';
import type { Database } from '../db/service';

/** Payout (amount), line total (second) and bookings (count) of a talent. */
export const TALENT_MONEY = 'event_talent';
/** Hours in hundredths (amount) of a talent. */
export const TALENT_HOURS = 'event_talent_hours';

/** The keys: all time, and the month the booking starts in. */
const allKey = (staffId: string) => `all|${staffId}`;
const monthKey = (staffId: string, month: string) => `m|${month}|${staffId}`;

/** What a booking adds to its talent's figures (nothing for an event without a talent). */
export function deltasOf(event: {
  staff_id?: string;
  start: string;
  payout?: number;
  line_total?: number;
  hours?: number;
}): Delta[] {
  if (!event.staff_id) return [];
  const keys = [allKey(event.staff_id), monthKey(event.staff_id, event.start.slice(0, 7))];
  return keys.flatMap((key) => [
    {
      name: TALENT_MONEY,
      key,
      amount: event.payout ?? 0,
      second: event.line_total ?? 0,
      count: 1,
    },
    { name: TALENT_HOURS, key, amount: event.hours ?? 0 },
  ]);
}

export type TalentTotals = { hours: number; payout: number; lineTotal: number; count: number };

/** A talent's totals, all time or of one month (`YYYY-MM`): two consistent reads. */
export async function talentTotals(
  db: Database,
  emis: string,
  staffId: string,
  month?: string,
): Promise<TalentTotals> {
  const key = month ? monthKey(staffId, month) : allKey(staffId);
  const [money, hours] = await Promise.all([
    readFigure(db, emis, TALENT_MONEY, key),
    readFigure(db, emis, TALENT_HOURS, key),
  ]);
  return {
    hours: hours.amount / 100,
    payout: money.amount,
    lineTotal: money.second ?? 0,
    count: money.count,
  };
}
