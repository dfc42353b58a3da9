// A booking's money (issue 25): hours per day x days x the rate is the talent's payout; the
// agency fee percentage of that is the agency's share; the line total is both. Whole cents,
// computed in integers (bigint) so no float ever decides a cent.
import { divideHalfUp } from '../money/money';

/** Start and end as `YYYY-MM-DD HH:mm:ss` (Africa/Johannesburg wall time, the spec's format). */
export type BookingTimes = { start: string; end: string };

export type BookingMoneyInput = BookingTimes & {
  /** Hours per day in hundredths (1.5 h = 150). */
  hoursPerDay: number;
  /** The rate's price per hour, whole cents. */
  rateCents: number;
  /** The agency fee in basis points (15 % = 1500). */
  agencyFeeBasisPoints: number;
};

export type BookingMoney = {
  days: number;
  /** hours per day x days, in hundredths of an hour. */
  hours: number;
  payout: number;
  agencyShare: number;
  lineTotal: number;
};

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    DAY_MS
  );
}

/**
 * The calendar days a booking covers: from the start's date to the end's date, both counted;
 * an end at exactly midnight closes the day before (a calendar's all-day range ends at the next
 * midnight). A booking inside one day is one day.
 */
export function bookingDays({ start, end }: BookingTimes): number {
  const last = dayNumber(end) - (end.slice(11) === '00:00:00' && end > start ? 1 : 0);
  return Math.max(1, last - dayNumber(start) + 1);
}

/** The booking's payout, the agency's share (rounded half up) and their sum. */
export function bookingMoney(input: BookingMoneyInput): BookingMoney {
  const days = bookingDays(input);
  const hours = input.hoursPerDay * days;
  const payout = divideHalfUp(BigInt(hours) * BigInt(input.rateCents), 100n);
  const agencyShare = divideHalfUp(payout * BigInt(input.agencyFeeBasisPoints), 10_000n);
  return {
    days,
    hours,
    payout: Number(payout),
    agencyShare: Number(agencyShare),
    lineTotal: Number(payout + agencyShare),
  };
}
