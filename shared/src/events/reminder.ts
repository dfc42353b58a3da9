// When a booking's reminder is due (issue 25 item 5): a set time before its start. Start is
// Africa/Johannesburg wall time (UTC+2, no daylight saving); the answer is a UTC ISO instant, the
// form the due-time index sorts by.

/** How long before a booking's start its reminder goes out, by default. */
export const REMINDER_LEAD_HOURS = 24;

const SAST_OFFSET_MS = 2 * 3_600_000;

/** The UTC instant of a 'YYYY-MM-DD HH:mm:ss' Johannesburg wall time. */
export function wallTimeToUtc(wallTime: string): Date {
  const [date = '', time = '00:00:00'] = wallTime.split(' ');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - SAST_OFFSET_MS);
}

/** The reminder's time for a booking starting at `start`: `leadHours` before, as UTC ISO. */
export function reminderAt(start: string, leadHours: number = REMINDER_LEAD_HOURS): string {
  return new Date(wallTimeToUtc(start).getTime() - leadHours * 3_600_000).toISOString();
}
