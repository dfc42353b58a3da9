import { addDays, addMonths } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '../time/sast';

/** How often a scheduled SMS repeats (core.md §4), verbatim. */
export const SMS_CYCLES = [
  'Once',
  'Daily',
  'Weekly',
  'Fortnightly',
  'Monthly',
  'Quarterly',
  'Bi-Annually',
  'Yearly',
] as const;
export type SmsCycle = (typeof SMS_CYCLES)[number];

/** A date without a time is sent at this hour (Africa/Johannesburg). */
export const DEFAULT_SEND_HOUR = 8;

const STEP: Record<SmsCycle, { days: number } | { months: number } | null> = {
  Once: null,
  Daily: { days: 1 },
  Weekly: { days: 7 },
  Fortnightly: { days: 14 },
  Monthly: { months: 1 },
  Quarterly: { months: 3 },
  'Bi-Annually': { months: 6 },
  Yearly: { months: 12 },
};

/**
 * `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]` or `YYYY-MM-DDTHH:mm[:ss]` read in Africa/Johannesburg
 * (a bare date at DEFAULT_SEND_HOUR); undefined when it is not a real date and time.
 */
export function parseLocalDateTime(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const hour = h ?? DEFAULT_SEND_HOUR;
  const date = new TZDate(y ?? 0, (mo ?? 1) - 1, d ?? 1, hour, mi ?? 0, s ?? 0, TIME_ZONE);
  // Reject roll-overs such as 2027-02-30 or 25:00.
  if (
    date.getFullYear() !== y ||
    date.getMonth() !== (mo ?? 1) - 1 ||
    date.getDate() !== d ||
    date.getHours() !== hour ||
    date.getMinutes() !== (mi ?? 0)
  )
    return undefined;
  return new Date(date.getTime());
}

/**
 * The `n`th run (0 is the anchor) of a campaign first sent at `anchor`, in Africa/Johannesburg.
 * Every run is computed from the anchor, not from the run before it, so a monthly campaign
 * anchored on the 31st is clamped to the month's last day (30 April, 28 or 29 February) and
 * returns to the 31st when the month has one. Undefined past the only run of a `Once`.
 */
export function occurrence(anchor: Date, cycle: SmsCycle, n: number): Date | undefined {
  const step = STEP[cycle];
  if (!step) return n === 0 ? anchor : undefined;
  const local = new TZDate(anchor.getTime(), TIME_ZONE);
  const moved = 'days' in step ? addDays(local, step.days * n) : addMonths(local, step.months * n);
  return new Date(moved.getTime());
}

/** Rough count of steps between two instants, never more than the true count. */
function stepsBefore(anchor: Date, cycle: SmsCycle, after: Date): number {
  const step = STEP[cycle];
  if (!step || after <= anchor) return 0;
  if ('days' in step) {
    return Math.max(
      0,
      Math.floor((after.getTime() - anchor.getTime()) / (step.days * 86_400_000)) - 1,
    );
  }
  const a = new TZDate(anchor.getTime(), TIME_ZONE);
  const b = new TZDate(after.getTime(), TIME_ZONE);
  const months = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  return Math.max(0, Math.floor(months / step.months) - 1);
}

/**
 * The first run strictly after `after`, or undefined when there is none (a `Once` already
 * sent). A pure function: the dispatcher stores its answer as the campaign's next run.
 */
export function nextRunAfter(anchor: Date, cycle: SmsCycle, after: Date): Date | undefined {
  for (let n = stepsBefore(anchor, cycle, after); ; n += 1) {
    const run = occurrence(anchor, cycle, n);
    if (!run || run > after) return run;
  }
}
