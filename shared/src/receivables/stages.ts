import { addCalendarDays } from '../documents/recurrence';

export type ReminderStage = 'before' | 'due' | 'after';

export type ReminderSchedule = { daysBefore: number; onDueDate: boolean; daysAfter: number };

/**
 * How late a stage's reminder may still go out (the machine was off on its day): up to this many
 * days after the stage's day; older stages are let go, so turning reminders on never mails every
 * client about invoices long overdue.
 */
export const REMINDER_GRACE_DAYS = 7;

/** The most days before or after the due date a company may set a reminder. */
export const REMINDER_DAYS_MAX = 90;

/** The days each stage of an invoice due on `dueDate` may be sent on (from and to, inclusive). */
export function stageWindows(
  schedule: ReminderSchedule,
  dueDate: string,
): Array<{ stage: ReminderStage; from: string; to: string }> {
  const windows: Array<{ stage: ReminderStage; from: string; to: string }> = [];
  if (schedule.daysBefore > 0)
    windows.push({
      stage: 'before',
      from: addCalendarDays(dueDate, -schedule.daysBefore),
      to: addCalendarDays(dueDate, -1),
    });
  if (schedule.onDueDate)
    windows.push({
      stage: 'due',
      from: dueDate,
      to: addCalendarDays(dueDate, REMINDER_GRACE_DAYS),
    });
  if (schedule.daysAfter > 0) {
    const from = addCalendarDays(dueDate, schedule.daysAfter);
    windows.push({ stage: 'after', from, to: addCalendarDays(from, REMINDER_GRACE_DAYS) });
  }
  return windows;
}

/**
 * The stage an unpaid invoice due on `dueDate` is at `today`: the latest stage whose window holds
 * today (a later stage supersedes an earlier one that was missed), or null.
 */
export function reminderStage(
  schedule: ReminderSchedule,
  dueDate: string,
  today: string,
): ReminderStage | null {
  const open = stageWindows(schedule, dueDate).filter((w) => w.from <= today && today <= w.to);
  return open.at(-1)?.stage ?? null;
}

/**
 * The due dates whose invoices may be at some stage `today`: the one key range the sweep reads
 * from the invoices' due-date index.
 */
export function dueDateRange(
  schedule: ReminderSchedule,
  today: string,
): { from: string; to: string } {
  return {
    from: addCalendarDays(today, -(schedule.daysAfter + REMINDER_GRACE_DAYS)),
    to: addCalendarDays(today, schedule.daysBefore),
  };
}

/**
 * The first day the reminder job looks at an invoice due on `dueDate`: the earliest any
 * schedule could remind it (an invoice's writer does not know its company's schedule).
 */
export function firstReminderCheck(dueDate: string): string {
  return addCalendarDays(dueDate, -REMINDER_DAYS_MAX);
}

/**
 * The next day after `today` a stage of `schedule` opens for an invoice due on `dueDate`, or
 * null when none is left: where the reminder job moves the invoice in its due-time index.
 */
export function nextReminderCheck(
  schedule: ReminderSchedule,
  dueDate: string,
  today: string,
): string | null {
  const later = stageWindows(schedule, dueDate)
    .map((w) => w.from)
    .filter((from) => from > today)
    .sort();
  return later[0] ?? null;
}
