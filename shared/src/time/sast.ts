import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/** The product's one time zone (UTC+2, no daylight saving). */
export const TIME_ZONE = 'Africa/Johannesburg';

/** `YYYY-MM-DD HH:mm:ss` in Africa/Johannesburg, the spec's date-time format. */
export function formatDateTime(date: Date): string {
  return format(new TZDate(date, TIME_ZONE), 'yyyy-MM-dd HH:mm:ss');
}

/** `YYYY-MM-DD` in Africa/Johannesburg. */
export function formatDate(date: Date): string {
  return format(new TZDate(date, TIME_ZONE), 'yyyy-MM-dd');
}
