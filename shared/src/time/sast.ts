/** The product's one time zone (UTC+2, no daylight saving). */
export const TIME_ZONE = 'Africa/Johannesburg';

// Intl, which every runtime has, rather than a date library: the functions' bundles stay
// lighter (date-fns' format and @date-fns/tz are about 25 KB of a route's bundle).
let fields: Intl.DateTimeFormat | undefined;

/** Year, month, day, hour, minute and second of `date` in Africa/Johannesburg, zero-padded. */
function partsOf(
  date: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  fields ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of fields.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return { ...parts, year: parts.year.padStart(4, '0') };
}

/** `YYYY-MM-DD HH:mm:ss` in Africa/Johannesburg, the spec's date-time format. */
export function formatDateTime(date: Date): string {
  const p = partsOf(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `YYYY-MM-DD` in Africa/Johannesburg. */
export function formatDate(date: Date): string {
  const p = partsOf(date);
  return `${p.year}-${p.month}-${p.day}`;
}
