import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar, utcDateTime } from './ical';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('the iCalendar serializer', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds at 75 octets, never inside a UTF-8 character', () => {
    expect(foldLine('short')).toBe('short');
    const line = `DESCRIPTION:${'Ŝ€😀é'.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding gives the line back, character for character.
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    // Exactly 75 octets stays one line; 76 folds.
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('writes UTC times', () => {
    expect(utcDateTime(new Date('2026-03-25T07:00:00.000Z'))).toBe('20260325T070000Z');
  });

  it('makes a calendar a real parser reads back', () => {
    const description = 'Call sheet; wardrobe, make-up \\ lunch.\nSecond line: ñandú 🎬 '.repeat(4);
    const text = serializeCalendar({
      productId: '-//Kantoor//Events//EN',
      name: 'Ubuntu Talent, events',
      stamp: new Date('2026-03-01T10:00:00Z'),
      events: [
        {
          uid: '01ABC@ubuntu-talent.kantoor',
          start: new Date('2026-03-25T07:00:00Z'),
          end: new Date('2026-03-25T15:00:00Z'),
          summary: 'Shoot, day 1',
          description,
          classification: 'PUBLIC',
          sequence: 2,
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    // ical.js leaves X- properties as it found them: the name is a TEXT value, escaped.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ubuntu Talent\\, events');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('01ABC@ubuntu-talent.kantoor');
    expect(event.summary).toBe('Shoot, day 1');
    expect(event.description).toBe(description);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-25T07:00:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
  });
});
