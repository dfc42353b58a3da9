import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import { getDaysInMonth } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDateTime, TIME_ZONE } from '../time/sast';
import {
  nextRunAfter,
  occurrence,
  parseLocalDateTime,
  SMS_CYCLES,
  type SmsCycle,
} from './schedule';

const at = (text: string) => {
  const date = parseLocalDateTime(text);
  if (!date) throw new Error(`bad date ${text}`);
  return date;
};
const local = (date: Date | undefined) => (date ? formatDateTime(date) : undefined);

/** Every run strictly after `after`, `count` of them. */
function runs(anchor: Date, cycle: SmsCycle, after: Date, count: number) {
  const out: string[] = [];
  let from = after;
  for (let i = 0; i < count; i += 1) {
    const next = nextRunAfter(anchor, cycle, from);
    if (!next) break;
    out.push(formatDateTime(next));
    from = next;
  }
  return out;
}

describe('parseLocalDateTime', () => {
  it('reads dates in Africa/Johannesburg, a bare date at 08:00', () => {
    expect(at('2027-01-31').toISOString()).toBe('2027-01-31T06:00:00.000Z');
    expect(at('2027-01-31 14:30').toISOString()).toBe('2027-01-31T12:30:00.000Z');
    expect(at('2027-01-31T14:30:15').toISOString()).toBe('2027-01-31T12:30:15.000Z');
  });
  it('refuses dates that do not exist', () => {
    expect(parseLocalDateTime('2027-02-30')).toBeUndefined();
    expect(parseLocalDateTime('2027-01-31 25:00')).toBeUndefined();
    expect(parseLocalDateTime('31/01/2027')).toBeUndefined();
  });
});

describe('nextRunAfter: examples', () => {
  it('clamps monthly runs from the 31st to the month end and returns to the 31st', () => {
    const anchor = at('2027-01-31 09:00');
    expect(runs(anchor, 'Monthly', new Date(anchor.getTime() - 1), 6)).toEqual([
      '2027-01-31 09:00:00',
      '2027-02-28 09:00:00',
      '2027-03-31 09:00:00',
      '2027-04-30 09:00:00',
      '2027-05-31 09:00:00',
      '2027-06-30 09:00:00',
    ]);
    expect(local(nextRunAfter(at('2028-01-31'), 'Monthly', at('2028-02-01')))).toBe(
      '2028-02-29 08:00:00',
    );
  });
  it('steps quarterly, bi-annually and yearly by months, clamping 29 February', () => {
    const anchor = at('2027-11-30 08:00');
    expect(runs(anchor, 'Quarterly', anchor, 2)).toEqual([
      '2028-02-29 08:00:00',
      '2028-05-30 08:00:00',
    ]);
    expect(runs(at('2027-08-31'), 'Bi-Annually', at('2027-08-31'), 2)).toEqual([
      '2028-02-29 08:00:00',
      '2028-08-31 08:00:00',
    ]);
    expect(runs(at('2028-02-29'), 'Yearly', at('2028-02-29'), 4)).toEqual([
      '2029-02-28 08:00:00',
      '2030-02-28 08:00:00',
      '2031-02-28 08:00:00',
      '2032-02-29 08:00:00',
    ]);
  });
  it('steps daily, weekly and fortnightly by days', () => {
    const anchor = at('2027-12-30 07:15');
    expect(runs(anchor, 'Daily', anchor, 3)).toEqual([
      '2027-12-31 07:15:00',
      '2028-01-01 07:15:00',
      '2028-01-02 07:15:00',
    ]);
    expect(runs(anchor, 'Weekly', anchor, 1)).toEqual(['2028-01-06 07:15:00']);
    expect(runs(anchor, 'Fortnightly', anchor, 1)).toEqual(['2028-01-13 07:15:00']);
  });
  it('runs a Once campaign once', () => {
    const anchor = at('2027-03-01 10:00');
    expect(local(nextRunAfter(anchor, 'Once', at('2027-02-01')))).toBe('2027-03-01 10:00:00');
    expect(nextRunAfter(anchor, 'Once', anchor)).toBeUndefined();
  });
  it('skips missed runs: the next run is the first after the given time', () => {
    const anchor = at('2027-01-31 09:00');
    expect(local(nextRunAfter(anchor, 'Monthly', at('2027-06-15')))).toBe('2027-06-30 09:00:00');
  });
});

const anchors = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000));
const cycles = fc.constantFrom(...SMS_CYCLES);
const offsets = fc.integer({ min: -10 * 86_400_000, max: 1500 * 86_400_000 });

// Its own time budget: hundreds of generated schedules a property, CPU-bound work that a busy
// machine makes many times slower than vitest's default 5 s assumes.
describe('nextRunAfter: properties', { timeout: 30_000 }, () => {
  it('answers a run after the given time with no run between', () => {
    fc.assert(
      fc.property(anchors, cycles, offsets, (anchor, cycle, offset) => {
        const after = new Date(anchor.getTime() + offset);
        const next = nextRunAfter(anchor, cycle, after);
        if (!next) {
          expect(cycle).toBe('Once');
          expect(after >= anchor).toBe(true);
          return;
        }
        expect(next > after).toBe(true);
        // It is the nth run for some n, and run n-1 is not after `after`.
        let n = 0;
        while ((occurrence(anchor, cycle, n) ?? next) < next) n += 1;
        expect(occurrence(anchor, cycle, n)?.getTime()).toBe(next.getTime());
        if (n > 0) expect((occurrence(anchor, cycle, n - 1) as Date) <= after).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the time of day and clamps the day of month to the anchor day', () => {
    fc.assert(
      fc.property(
        anchors,
        fc.constantFrom<SmsCycle>('Monthly', 'Quarterly', 'Bi-Annually', 'Yearly'),
        fc.integer({ min: 0, max: 120 }),
        (anchor, cycle, n) => {
          const a = new TZDate(anchor.getTime(), TIME_ZONE);
          const run = new TZDate((occurrence(anchor, cycle, n) as Date).getTime(), TIME_ZONE);
          expect([run.getHours(), run.getMinutes()]).toEqual([a.getHours(), a.getMinutes()]);
          expect(run.getDate()).toBe(Math.min(a.getDate(), getDaysInMonth(run)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never goes backwards: runs are strictly increasing', () => {
    fc.assert(
      fc.property(anchors, cycles, fc.integer({ min: 0, max: 200 }), (anchor, cycle, n) => {
        const a = occurrence(anchor, cycle, n);
        const b = occurrence(anchor, cycle, n + 1);
        if (a && b) expect(b > a).toBe(true);
      }),
    );
  });
});
