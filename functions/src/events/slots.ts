// What holds a talent's bookings apart (issue 25 item 3): one talent_day item per talent per
// calendar day a booking touches, written with a condition on the version the save read (or
// that none exists). Two saves that overlap share a day item, so only one of them can commit;
// the other plans again, reads the winner's interval and is refused as a double booking.
import type { EntityItem } from 'electrodb';
import type { Step, TxEntities } from '../kernel/transaction';
import type { Database } from '../db/service';
import type { TalentDayEntity } from './entities/talent-day.entity';
import { eventsError } from './errors';
import { platformError } from '../platform/errors';

type TalentDay = EntityItem<typeof TalentDayEntity>;

/** A booking as the slots see it: its talent, times and event id. */
export type Held = { staffId: string; start: string; end: string; eventId: string };

const DAY_MS = 86_400_000;
const dateOf = (wall: string) => wall.slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The calendar dates a booking touches: from its start's date to its end's, an end at exactly
 * midnight closing the day before (as bookingDays counts them). Two bookings that overlap share
 * at least one of these dates (the date of any instant both cover).
 */
export function datesTouched(start: string, end: string): string[] {
  let last = dateOf(end);
  if (end.slice(11) === '00:00:00' && end > start) last = addDays(last, -1);
  const dates: string[] = [];
  for (let date = dateOf(start); date <= last; date = addDays(date, 1)) dates.push(date);
  return dates.length > 0 ? dates : [dateOf(start)];
}

/** An interval as a day item holds it: the whole booking's times and its event. */
const encode = (held: Held) => `${held.start}|${held.end}|${held.eventId}`;
const decode = (text: string) => {
  const [start = '', end = '', eventId = ''] = text.split('|');
  return { start, end, eventId };
};

/** Half-open intervals overlap; touching ones (one ends when the other starts) do not. */
export const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

type DayKey = { emis: string; staff_id: string; day: string };

/** The day items (a consistent batch read; keys DynamoDB left unprocessed under load read again). */
async function readDays(db: Database, keys: DayKey[]): Promise<TalentDay[]> {
  const found: TalentDay[] = [];
  let pending = keys;
  for (let round = 0; pending.length > 0; round += 1) {
    if (round === 5) throw platformError('busy');
    const { data, unprocessed } = await db.entities.talentDay.get(pending).go({ consistent: true });
    found.push(...data);
    pending = unprocessed as DayKey[];
  }
  return found;
}

const dayKey = (staffId: string, day: string) => `${staffId}\u0000${day}`;

/**
 * The steps that release `before` (the event's old booking, if it had a talent) and claim
 * `after` (its new one) on the talent's day items, each conditioned on the version read now
 * (a consistent read): a concurrent save of the same talent and day makes the transaction fail
 * and plan again. Throws 409 doubleBooked when an interval of another event overlaps `after`.
 */
export async function slotSteps(
  db: Database,
  tx: TxEntities,
  emis: string,
  before: Held | undefined,
  after: Held | undefined,
): Promise<Step[]> {
  const touched = new Map<string, { staffId: string; day: string }>();
  const add = (held: Held | undefined) => {
    for (const day of held ? datesTouched(held.start, held.end) : [])
      touched.set(dayKey(held!.staffId, day), { staffId: held!.staffId, day });
  };
  add(before);
  add(after);
  if (touched.size === 0) return [];
  const keys = [...touched.values()].map(({ staffId, day }) => ({ emis, staff_id: staffId, day }));
  const data = await readDays(db, keys);
  const found = new Map<string, TalentDay>(data.map((d) => [dayKey(d.staff_id, d.day), d]));
  const afterDays = new Set(after ? datesTouched(after.start, after.end) : []);
  const steps: Step[] = [];
  for (const [key, { staffId, day }] of touched) {
    const item = found.get(key);
    const ours = new Set([before?.eventId, after?.eventId].filter(Boolean));
    const others = (item?.intervals ?? []).filter((text) => !ours.has(decode(text).eventId));
    const claims = after && after.staffId === staffId && afterDays.has(day);
    if (claims && others.some((text) => overlaps(decode(text), after))) {
      throw eventsError('doubleBooked');
    }
    const intervals = claims ? [...others, encode(after)].sort() : others;
    const name = `slot ${staffId} ${day}`;
    if (!item) {
      if (!claims) continue;
      steps.push({
        name,
        write: tx.talentDay
          .create({ emis, staff_id: staffId, day, intervals, version: 1 })
          .commit(),
        onFail: 'retry',
      });
      continue;
    }
    steps.push({
      name,
      write: tx.talentDay
        .patch({ emis, staff_id: staffId, day })
        .set({ intervals, version: item.version + 1 })
        .where((a, op) => op.eq(a.version, item.version))
        .commit(),
      onFail: 'retry',
    });
  }
  return steps;
}
