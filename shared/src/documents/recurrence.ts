/**
 * Recurring invoices' schedule, pure: the k-th run date of a template from its start date and
 * frequency. Every run date is computed from the start (the anchor), never from the previous
 * run, so a monthly template started on the 31st runs on the last day of shorter months and on
 * the 31st again when the month has one: it never drifts to the 28th. Dates are calendar dates
 * (YYYY-MM-DD) in Africa/Johannesburg; no time of day is involved.
 */
export const FREQUENCIES = [
  'weekly',
  'fortnightly',
  'four-weekly',
  'monthly',
  'quarterly',
  'yearly',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  'four-weekly': 'Every 4 weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** Days between runs, or months between runs. */
const STEP: Record<Frequency, { days: number } | { months: number }> = {
  weekly: { days: 7 },
  fortnightly: { days: 14 },
  'four-weekly': { days: 28 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  yearly: { months: 12 },
};

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Days in month `m` (1-12) of year `y`, leap years included. */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** `date` plus `days` (negative to go back). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `date` plus `months`, the day clamped to the target month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const zeroBased = m - 1 + months;
  const year = y + Math.floor(zeroBased / 12);
  const month = (((zeroBased % 12) + 12) % 12) + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

/** The run date of run number `index` (0 is the start date itself). */
export function runDate(start: string, frequency: Frequency, index: number): string {
  const step = STEP[frequency];
  return 'days' in step
    ? addCalendarDays(start, step.days * index)
    : addMonthsClamped(start, step.months * index);
}

/** The first run (index and date) on or after `date`; the start when `date` is before it. */
export function firstRunOnOrAfter(
  start: string,
  frequency: Frequency,
  date: string,
): { index: number; date: string } {
  if (date <= start) return { index: 0, date: start };
  const step = STEP[frequency];
  // An estimate from the distance, then a walk of at most a step or two to the exact run.
  const [sy, sm, sd] = parts(start);
  const [y, m, d] = parts(date);
  let index =
    'days' in step
      ? Math.floor((Date.UTC(y, m - 1, d) - Date.UTC(sy, sm - 1, sd)) / 86_400_000 / step.days)
      : Math.floor(((y - sy) * 12 + (m - sm)) / step.months);
  index = Math.max(0, index - 1);
  while (runDate(start, frequency, index) < date) index += 1;
  return { index, date: runDate(start, frequency, index) };
}

/** The most runs one template issues in one sweep (the next sweep, a minute later, goes on). */
export const CATCH_UP_PER_SWEEP = 12;

/**
 * The runs due by `today` from run number `next` on, in order: those dated on or before today
 * and on or before the end date (when there is one), at most `cap`.
 */
export function dueRuns(
  schedule: { start: string; frequency: Frequency; end?: string | null },
  next: number,
  today: string,
  cap = CATCH_UP_PER_SWEEP,
): Array<{ index: number; date: string }> {
  const runs: Array<{ index: number; date: string }> = [];
  for (let index = next; runs.length < cap; index += 1) {
    const date = runDate(schedule.start, schedule.frequency, index);
    if (date > today || (schedule.end && date > schedule.end)) break;
    runs.push({ index, date });
  }
  return runs;
}

/** Run number `index`'s date, or null when it falls after the end date (the template is done). */
export function nextRunDate(
  schedule: { start: string; frequency: Frequency; end?: string | null },
  index: number,
): string | null {
  const date = runDate(schedule.start, schedule.frequency, index);
  return schedule.end && date > schedule.end ? null : date;
}
