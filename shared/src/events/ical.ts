// iCalendar (RFC 5545) text for the calendar feeds (issue 25 item 5): a small, pure serializer of
// what the feeds need (a VCALENDAR of VEVENTs with UTC times), so no library decides the wire
// format. Lines end in CRLF and are folded at 75 octets (UTF-8 bytes, never inside a character);
// TEXT values escape backslash, semicolon, comma and newlines.

export type CalendarEvent = {
  /** Globally unique and stable across fetches (RFC 5545 §3.8.4.7). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** PUBLIC or PRIVATE (§3.8.1.3). */
  classification?: 'PUBLIC' | 'PRIVATE';
  /** Raised with each change of the event (§3.8.7.4). */
  sequence?: number;
  created?: Date;
  lastModified?: Date;
  url?: string;
};

export type Calendar = {
  /** PRODID (§3.7.3). */
  productId: string;
  /** X-WR-CALNAME: the name calendar apps show for a subscription. */
  name: string;
  description?: string;
  /** DTSTAMP of every event: when this copy was made. */
  stamp: Date;
  events: readonly CalendarEvent[];
};

const CRLF = '\r\n';
/** At most 75 octets a line, excluding the CRLF (§3.1). */
const LINE_OCTETS = 75;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, newlines as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * One content line folded (§3.1): a line longer than 75 octets is split before a character that
 * would pass 75, and each continuation starts with one space (which counts in its 75). Splits
 * fall between code points, so a multi-byte character is never cut.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** A UTC DATE-TIME (§3.3.5, form 2): `20260325T070000Z`. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The calendar as iCalendar text: every line CRLF-terminated and folded. */
export function serializeCalendar(calendar: Calendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // Times are UTC; this only tells calendar apps which zone the events belong to.
    'X-WR-TIMEZONE:Africa/Johannesburg',
  ];
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  const stamp = utcDateTime(calendar.stamp);
  for (const event of calendar.events) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`);
    lines.push(`DTSTART:${utcDateTime(event.start)}`, `DTEND:${utcDateTime(event.end)}`);
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.classification) lines.push(`CLASS:${event.classification}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    if (event.created) lines.push(`CREATED:${utcDateTime(event.created)}`);
    if (event.lastModified) lines.push(`LAST-MODIFIED:${utcDateTime(event.lastModified)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
