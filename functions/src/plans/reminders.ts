// Renewal reminders (issue 27): 30, 7 and 1 days before a company's paid-until date its managers
// get an email with the date, the amount and a link to Plan & Billing. The companies come from
// gsi2 (`paid_key`='plan_year', sort `<paid_until>#<emis>`): one Query per reminder's window, so
// a tick reads only the companies whose date is near and whose reminder has not gone.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LEVEL } from '@shared/access';
import { RENEWAL_REMINDER_DAYS } from '@shared/plans/standing';
import { addDays, format, parseISO } from 'date-fns';
import { PAID_UNTIL_INDEX } from '../db/entities/company.entity';
import { isConditionFailed } from '../kernel/transaction';
import { siteOrigin, sweepContext, systemContext } from '../kernel/context';
import type { Deps } from '../platform/deps';
import type { DueUnit } from '../platform/jobs';
import { planOf, rands, renewalTerms, todayOf, usersInUse } from './service';

/** At most this many companies per window are handed to the job a tick; the rest wait. */
export const RENEWAL_REMINDERS_PER_TICK = 200;

/** Most managers a reminder goes to (a company's managers, not its whole roll). */
const MANAGERS_BOUND = 50;

export type RenewalReminderResult = {
  emis: string;
  paidUntil: string;
  days: number;
  /** sent, already (another run or an earlier tick did it), moved (the date changed since). */
  result: 'sent' | 'already' | 'moved';
  to: string[];
};

const plusDays = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/**
 * The reminder windows, by the days left to the paid-until date: a reminder is due from its day
 * until the next one's (30: 30..8 days left, 7: 7..2, 1: 1..0). A tick that missed a day still
 * finds the company in the window (catch-up), and only the latest reminder goes: a company
 * first seen 6 days before gets the 7-day one, not also the 30-day one.
 */
export function reminderWindows(): Array<{ days: number; nearest: number; farthest: number }> {
  const days = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b);
  return days.map((d, index) => ({
    days: d,
    nearest: index === 0 ? 0 : days[index - 1]! + 1,
    farthest: d,
  }));
}

/**
 * The renewal reminders' units: for each window, ONE Query of gsi2 for the paid-until dates in it
 * (today in Johannesburg), filtered to the companies whose marker is not already at this reminder
 * or a later one of the same date, and not closing. One unit per company, its item
 * `<paid_until>#<days>`.
 */
export async function dueRenewalReminders(deps: Deps, now: Date): Promise<DueUnit[]> {
  const db = sweepContext(deps).db;
  const today = todayOf({ now: () => now });
  const units: DueUnit[] = [];
  for (const window of reminderWindows()) {
    let start: Record<string, unknown> | undefined;
    let found = 0;
    do {
      const page = await db.client.send(
        new QueryCommand({
          TableName: db.table,
          IndexName: 'gsi2',
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
          FilterExpression:
            '(attribute_not_exists(#rf) OR #rf <> #pu OR #rd > :days) AND attribute_not_exists(#closing) AND attribute_not_exists(#closed)',
          ExpressionAttributeNames: {
            '#pk': 'gsi2pk',
            '#sk': 'gsi2sk',
            '#rf': 'renewal_reminded_for',
            '#rd': 'renewal_reminded_days',
            '#pu': 'paid_until',
            '#closing': 'closing_at',
            '#closed': 'closed_at',
          },
          ExpressionAttributeValues: {
            ':pk': PAID_UNTIL_INDEX,
            ':from': `${plusDays(today, window.nearest)}#`,
            ':to': `${plusDays(today, window.farthest)}#\uffff`,
            ':days': window.days,
          },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        const emis = String(item.emis ?? '');
        const paidUntil = String(item.paid_until ?? '');
        if (!emis || !paidUntil) continue;
        units.push({ key: emis, items: [`${paidUntil}#${window.days}`] });
        found += 1;
      }
      start = page.LastEvaluatedKey;
    } while (start && found < RENEWAL_REMINDERS_PER_TICK);
  }
  return units;
}

/** The due ones run in turn (the tests' and a one-off run's shortcut). */
export async function remindDueRenewals(deps: Deps, now: Date): Promise<RenewalReminderResult[]> {
  const results: RenewalReminderResult[] = [];
  for (const unit of await dueRenewalReminders(deps, now))
    results.push(...(await remindRenewal(deps, unit.key, unit.items ?? [], now)));
  return results;
}

/**
 * One company's reminder. The claim: the company's marker set to this date and reminder, on
 * condition that the date is still the one found and the marker is not already here or later.
 * Only the run whose claim is written sends, so each reminder goes once per plan year however
 * often or concurrently the job runs (an email that then fails is logged, not sent again).
 */
export async function remindRenewal(
  deps: Deps,
  emis: string,
  items: readonly string[],
  _now: Date,
): Promise<RenewalReminderResult[]> {
  const ctx = systemContext(deps, emis);
  const results: RenewalReminderResult[] = [];
  for (const item of items) {
    const [paidUntil = '', daysText = ''] = item.split('#');
    const days = Number(daysText);
    const base = { emis, paidUntil, days, to: [] as string[] };
    const company = await ctx.tenant.company.get();
    if (!company || company.paid_until !== paidUntil) {
      results.push({ ...base, result: 'moved' });
      continue;
    }
    try {
      await ctx.db.entities.company
        .patch({ emis })
        .set({ renewal_reminded_for: paidUntil, renewal_reminded_days: days })
        .where(
          (a, op) =>
            `${op.eq(a.paid_until, paidUntil)} AND (${op.notExists(a.renewal_reminded_for)} OR ${op.ne(a.renewal_reminded_for, paidUntil)} OR ${op.gt(a.renewal_reminded_days, days)})`,
        )
        .go({ response: 'none' });
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      results.push({ ...base, result: 'already' });
      continue;
    }
    const { data: managers } = await ctx.db.entities.membership.query
      .byCompany({ emis })
      .where(
        (a, op) => `${op.gte(a.alevel, LEVEL.manager as number)} AND ${op.notExists(a.banned_at)}`,
      )
      .go({ count: MANAGERS_BOUND, pages: MANAGERS_BOUND });
    const people = await deps.accounts.getUsers(managers.map((m) => m.userId));
    const to = [...new Set(people.map((p) => p.email?.trim().toLowerCase()).filter(Boolean))];
    const renewal = renewalTerms(company, await usersInUse(ctx.db, emis));
    const link = `${siteOrigin(ctx, company.domain)}/plan-and-billing`;
    const when = days === 1 ? 'tomorrow' : `in ${days} days`;
    const text =
      `${company.name}'s Kantoor ${planOf(company)} plan is paid until ${paidUntil} (${when}).\n\n` +
      `Renew it for ${rands(renewal.cents)} (${renewal.plan} plan, one year to the same date ` +
      `next year) under Plan & Billing: ${link}\n\n` +
      `If it is not renewed, everything keeps working for 14 days of grace; then Kantoor is ` +
      `read-only for your company until the renewal is paid. Nothing is deleted.`;
    for (const address of to)
      await deps.email
        .send({
          to: address as string,
          subject: `Your Kantoor plan renews on ${paidUntil}`,
          text,
          links: [{ href: link, label: 'Renew under Plan & Billing' }],
          fromName: 'Kantoor',
          tenant: emis,
        })
        .catch((error: unknown) =>
          ctx.log.error('renewal reminder email failed', { days, error: String(error) }),
        );
    results.push({ ...base, result: 'sent', to: to as string[] });
  }
  return results;
}
