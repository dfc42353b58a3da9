import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../documents/recurrence';
import { dueDateRange, reminderStage, type ReminderSchedule } from './stages';

const all: ReminderSchedule = { daysBefore: 3, onDueDate: true, daysAfter: 7 };
const due = '2026-03-31';

describe('invoice reminder stages', () => {
  it.each<[ReminderSchedule, string, string | null]>([
    [all, '2026-03-27', null],
    [all, '2026-03-28', 'before'],
    [all, '2026-03-30', 'before'],
    [all, '2026-03-31', 'due'],
    [all, '2026-04-06', 'due'],
    [all, '2026-04-07', 'after'],
    [all, '2026-04-14', 'after'],
    [all, '2026-04-15', null],
    // Only after: nothing before or on the day.
    [{ daysBefore: 0, onDueDate: false, daysAfter: 1 }, '2026-03-31', null],
    [{ daysBefore: 0, onDueDate: false, daysAfter: 1 }, '2026-04-01', 'after'],
    // After within the due-day grace: the after stage supersedes.
    [{ daysBefore: 0, onDueDate: true, daysAfter: 2 }, '2026-04-01', 'due'],
    [{ daysBefore: 0, onDueDate: true, daysAfter: 2 }, '2026-04-02', 'after'],
    // Only before: not on or after the due date.
    [{ daysBefore: 5, onDueDate: false, daysAfter: 0 }, '2026-03-31', null],
    [{ daysBefore: 0, onDueDate: false, daysAfter: 0 }, '2026-03-31', null],
  ])('%o on %s: %s', (schedule, today, stage) => {
    expect(reminderStage(schedule, due, today)).toBe(stage);
  });

  it('reads every due date that may be at a stage today, and no other', () => {
    const today = '2026-04-10';
    const { from, to } = dueDateRange(all, today);
    for (let offset = -40; offset <= 40; offset += 1) {
      const dueDate = addCalendarDays(today, offset);
      const inRange = from <= dueDate && dueDate <= to;
      if (reminderStage(all, dueDate, today)) expect(inRange, dueDate).toBe(true);
    }
    expect(reminderStage(all, from, today)).toBe('after');
    expect(reminderStage(all, to, today)).toBe('before');
  });
});
