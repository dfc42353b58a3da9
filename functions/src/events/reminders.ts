// Booking reminders (issue 25 item 5): a set time before a booking (shared reminderAt, 24 h) its
// talent and its client get an SMS (credits spent as for any send) and an email. The bookings
// come from their due-time index (gsi3: EVENT_REMIND_KEY, `${utcIso}#${emis}#${id}`, written by
// save-event while the reminder is ahead), so a tick reads what is due, never the calendar.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { normalisePhone } from '@shared/sms/phone';
import { clientById } from '../clients';
import { stamp, sweepContext, systemContext, type RequestContext } from '../kernel/context';
import { isConditionFailed, transaction, type Step, type TxEntities } from '../kernel/transaction';
import type { Deps } from '../platform/deps';
import type { DueUnit } from '../platform/jobs';
import { sendPlan } from '../sms';
import { staffMember } from '../staff';
import { EVENT_REMIND_KEY } from './entities/event.entity';

/** At most this many bookings are handed to the reminder job a tick; the rest wait. */
export const BOOKING_REMINDERS_PER_TICK = 200;

export type BookingReminderResult = {
  emis: string;
  eventId: string;
  /** sent (SMS and email as contacts allow), already (another run did it), gone (deleted or moved). */
  result: 'sent' | 'already' | 'gone';
  /** sent | no-credits (the SMS was skipped, the email still went) | no-phone */
  sms?: 'sent' | 'no-credits' | 'no-phone';
  smsTo: string[];
  emailTo: string[];
};

/** A due item: the booking's start (its key) and its place in the index. */
const itemOf = (start: string, at: string) => `${start}@${at}`;

/**
 * The booking reminders' units: ONE Query of the due-time index for reminder times up to `now`,
 * across companies (at most BOOKING_REMINDERS_PER_TICK, oldest first), one unit per company with
 * its bookings (`<start>@<index sort key>`).
 */
export async function dueBookingReminders(deps: Deps, now: Date): Promise<DueUnit[]> {
  const db = sweepContext(deps).db;
  const found = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi3',
      KeyConditionExpression: '#pk = :pk AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': 'gsi3pk', '#sk': 'gsi3sk' },
      // Every sort key due by now starts with an ISO time <= now ('#' then sorts below '\uffff').
      ExpressionAttributeValues: { ':pk': EVENT_REMIND_KEY, ':now': `${now.toISOString()}#\uffff` },
      Limit: BOOKING_REMINDERS_PER_TICK,
    }),
  );
  const byCompany = new Map<string, string[]>();
  for (const item of found.Items ?? []) {
    const emis = String(item.emis ?? '');
    if (!emis || !item.start || !item.gsi3sk) continue;
    byCompany.set(emis, [
      ...(byCompany.get(emis) ?? []),
      itemOf(String(item.start), String(item.gsi3sk)),
    ]);
  }
  return [...byCompany].map(([key, items]) => ({ key, items }));
}

/** The due ones run in turn: what a tick's units do (the tests' and a one-off run's shortcut). */
export async function remindDueBookings(deps: Deps, now: Date): Promise<BookingReminderResult[]> {
  const results: BookingReminderResult[] = [];
  for (const unit of await dueBookingReminders(deps, now))
    results.push(...(await remindBookings(deps, unit.key, unit.items ?? [], now)));
  return results;
}

/** One company's unit: each of its due bookings reminded once. */
export async function remindBookings(
  deps: Deps,
  emis: string,
  items: readonly string[],
  _now: Date,
): Promise<BookingReminderResult[]> {
  const ctx = systemContext(deps, emis);
  const company = await ctx.tenant.company.get();
  if (!company) return [];
  const results: BookingReminderResult[] = [];
  for (const item of items) {
    const split = item.indexOf('@');
    if (split <= 0) continue;
    const start = item.slice(0, split);
    const at = item.slice(split + 1);
    const id = at.slice(at.lastIndexOf('#') + 1);
    results.push(await remindOne(ctx, company.name, start, id, at));
  }
  return results;
}

const SAST_TIME = (wallTime: string) => `${wallTime.slice(0, 10)} at ${wallTime.slice(11, 16)}`;

/**
 * One booking's reminder. The claim: the event leaves the due-time index (on condition that it is
 * still at `at`: a move meanwhile put it elsewhere) and its reminder marker is created, in ONE
 * transaction: the SMS send's own (its credits spent with it), or, with no phone or no credits,
 * a transaction of their own. Only the run whose claim is written sends the emails, so a
 * reminder goes once however often or concurrently the job runs. No credits: the SMS is skipped
 * (recorded on the marker and logged), the emails still go.
 */
async function remindOne(
  ctx: RequestContext,
  companyName: string,
  start: string,
  id: string,
  at: string,
): Promise<BookingReminderResult> {
  const base = { emis: ctx.emis, eventId: id };
  const { data: event } = await ctx.db.entities.event
    .get({ emis: ctx.emis, start, id })
    .go({ consistent: true });
  if (!event) return { ...base, result: 'gone', smsTo: [], emailTo: [] };
  const [staff, client] = await Promise.all([
    event.staff_id ? staffMember(ctx, event.staff_id) : undefined,
    event.client_id ? clientById(ctx, event.client_id) : undefined,
  ]);
  const talentName = staff?.name ?? event.staff_name ?? '';
  const clientName = client?.name ?? event.client_name ?? '';
  const text =
    `${companyName}: reminder: "${event.title}" starts ${SAST_TIME(event.start)} ` +
    `(Johannesburg time) and ends ${SAST_TIME(event.end)}` +
    `${talentName ? `, talent ${talentName}` : ''}${clientName ? `, for ${clientName}` : ''}.`;

  const phones = [
    ...(staff
      ? [{ kind: 'staff' as const, id: staff.id, name: staff.name, phone: staff.phone }]
      : []),
    ...(client
      ? [{ kind: 'client' as const, id: client.id, name: client.name, phone: client.phone }]
      : []),
  ].flatMap((p) => {
    const to = normalisePhone(p.phone);
    return to ? [{ kind: p.kind, id: p.id, name: p.name, to }] : [];
  });
  const recipients = phones.filter((p, index) => phones.findIndex((q) => q.to === p.to) === index);
  const emails = [
    ...new Set(
      [staff?.email, client?.email]
        .map((e) => e?.trim().toLowerCase())
        .filter((e): e is string => Boolean(e)),
    ),
  ];
  const remindIso = at.slice(0, at.indexOf('#'));
  const claim = (tx: TxEntities, sms: NonNullable<BookingReminderResult['sms']>): Step[] => [
    {
      name: 'unindex',
      write: tx.event
        .patch({ emis: ctx.emis, start, id })
        .remove(['remind_key', 'remind_at'])
        .where((a, op) => op.eq(a.remind_at, at))
        .commit(),
      onFail: 'refuse',
    },
    {
      name: 'reminder',
      write: tx.bookingReminder
        .create({
          emis: ctx.emis,
          event_id: id,
          at: remindIso,
          sms,
          sms_to: sms === 'sent' ? recipients.map((r) => r.to) : [],
          email_to: emails,
          created_at: stamp(ctx),
        })
        .commit(),
      onFail: 'refuse',
    },
  ];
  const claimAlone = async (sms: 'no-credits' | 'no-phone') =>
    (await transaction(ctx.db, (tx) => claim(tx, sms))).written;
  // Reminded already (this run lost the race, or the booking was moved away and back): it
  // leaves the index all the same, so it is not read again every tick.
  const already = async (): Promise<BookingReminderResult> => {
    await ctx.db.entities.event
      .patch({ emis: ctx.emis, start, id })
      .remove(['remind_key', 'remind_at'])
      .where((a, op) => op.eq(a.remind_at, at))
      .go({ response: 'none' })
      .catch((error: unknown) => {
        if (!isConditionFailed(error)) throw error;
      });
    return { ...base, result: 'already', smsTo: [], emailTo: [] };
  };

  let sms: BookingReminderResult['sms'];
  if (recipients.length > 0) {
    const outcome = await sendPlan(ctx, {
      batchId: `booking-${id}-${remindIso}`,
      title: 'Booking reminder',
      body: text,
      recipients,
      invalid: [],
      extra: (tx) => claim(tx, 'sent'),
    });
    if (outcome.kind === 'stale' || outcome.kind === 'duplicate') return already();
    if (outcome.kind === 'insufficient') {
      ctx.log.warn('booking reminder SMS skipped: not enough SMS credits', {
        event: id,
        needed: outcome.needed,
        balance: outcome.balance,
      });
      if (!(await claimAlone('no-credits'))) return already();
      sms = 'no-credits';
    } else sms = 'sent';
  } else {
    if (!(await claimAlone('no-phone'))) return already();
    sms = 'no-phone';
  }
  for (const to of emails)
    await ctx.deps.email
      .send({
        to,
        subject: `Reminder: ${event.title} on ${SAST_TIME(event.start)}`,
        text: `${text}\n\n${event.description ?? ''}`.trim(),
        fromName: companyName,
        tenant: ctx.emis,
      })
      .catch((error: unknown) =>
        ctx.log.error('booking reminder email failed', { event: id, error: String(error) }),
      );
  return {
    ...base,
    result: 'sent',
    sms,
    smsTo: sms === 'sent' ? recipients.map((r) => r.to) : [],
    emailTo: emails,
  };
}
