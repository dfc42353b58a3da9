import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { formatAmount } from '@shared/money/money';
import { schoolYearOf } from '@shared/school/finance';
import { normalisePhone } from '@shared/sms/phone';
import { formatDate } from '@shared/time/sast';
import {
  siteOrigin,
  stamp,
  sweepContext,
  systemContext,
  type RequestContext,
} from '../kernel/context';
import { isConditionFailed } from '../kernel/transaction';
import type { Deps } from '../platform/deps';
import type { DueUnit } from '../platform/jobs';
import { sendPlan } from '../sms';
import { financeOf } from './fees';

export type ReminderChannel = 'sms' | 'email';

export type ReminderResult = {
  emis: string;
  sid: string;
  due_date: string;
  result: 'sent' | 'already' | 'no-contact' | 'failed';
  to: string[];
};

/** save-fee-reminders: a school opts in (by SMS or email) or out ('off'). */
/** The most linked parent and student accounts a fee-reminder unit reads for one school. */
const ROLL_BOUND = 20_000;

export async function saveFeeReminders(ctx: RequestContext, channel: ReminderChannel | 'off') {
  const items = ctx.db.entities.feeReminderSetting;
  if (channel === 'off') await items.delete({ emis: ctx.emis }).go();
  else
    await items
      .put({ emis: ctx.emis, channel, updated_by: ctx.caller.userId, updated_at: stamp(ctx) })
      .go();
  return { channel };
}

export async function feeReminders(ctx: RequestContext) {
  const { data } = await ctx.db.entities.feeReminderSetting.get({ emis: ctx.emis }).go();
  return { channel: data?.channel ?? ('off' as const) };
}

/** The due-time index of fee accounts (gsi2): the accounts whose due date is still to remind. */
export const FEE_REMINDER_DUE_KEY = 'fee_reminder_due';
/** At most this many due accounts are handed out per tick; the rest wait for the next. */
const DUE_PER_TICK = 1000;

/**
 * The fee reminders' due units: ONE Query of the fee accounts' due-time index (gsi2, written
 * with the account's due date, fee-account.entity.ts) for the due dates up to today, across
 * schools, grouped into one unit per school with its due accounts (`<year>#<sid>`). An account
 * leaves the index once its due date is dealt with, so the Query reads what is due, not history.
 */
export async function dueFeeReminders(deps: Deps, now: Date): Promise<DueUnit[]> {
  const db = sweepContext(deps).db;
  const found = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk AND #sk <= :today',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
      ExpressionAttributeValues: { ':pk': FEE_REMINDER_DUE_KEY, ':today': formatDate(now) },
      Limit: DUE_PER_TICK,
    }),
  );
  const bySchool = new Map<string, string[]>();
  for (const item of found.Items ?? []) {
    const emis = String(item.emis ?? '');
    if (!emis || !item.sid || !item.year) continue;
    bySchool.set(emis, [...(bySchool.get(emis) ?? []), `${Number(item.year)}#${String(item.sid)}`]);
  }
  return [...bySchool].map(([key, items]) => ({ key, items }));
}

/**
 * One school's unit of the fee reminders: each due account of the year that still owes gets one
 * reminder per due date, to the parents linked to the student number. The per-due-date marker
 * is written before an email and in the SMS send's own transaction (its credits spent with it),
 * so no due date is ever reminded twice, however often the unit runs. An account dealt with
 * (reminded, nothing owed, nobody to remind, another year, or a school not opted in) leaves the
 * due index; one the SMS credits could not pay for stays, for the next tick.
 */
export async function remindSchool(
  deps: Deps,
  emis: string,
  items: readonly string[],
  now: Date,
): Promise<ReminderResult[]> {
  const today = formatDate(now);
  const year = schoolYearOf(today);
  const ctx = systemContext(deps, emis);
  const keys = items.flatMap((item) => {
    const at = item.indexOf('#');
    return at > 0 ? [{ emis, year: Number(item.slice(0, at)), sid: item.slice(at + 1) }] : [];
  });
  if (keys.length === 0) return [];
  const { data: accounts } = await ctx.db.entities.feeAccount.get(keys).go({ consistent: true });
  const settled = (account: { sid: string; year: number; due_date?: string }) =>
    ctx.db.entities.feeAccount
      .patch({ emis, sid: account.sid, year: account.year })
      .remove(['remind_key', 'remind_sort'])
      .where((a, op) => op.eq(a.due_date, account.due_date ?? ''))
      .go({ response: 'none' })
      .catch((error: unknown) => {
        // A new due date was set meanwhile: the account stays in the index for it.
        if (!isConditionFailed(error)) throw error;
      });
  const { data: school } = await ctx.db.entities.feeReminderSetting.get({ emis }).go();
  const due = accounts.filter((a) => a.due_date && a.due_date <= today);
  if (!school) {
    // Not opted in when the day came: these due dates are not reminded later.
    for (const account of due) await settled(account);
    return [];
  }
  const { data: reminded } = await ctx.db.entities.feeReminder
    .get(due.map((a) => ({ emis, sid: a.sid, due_date: a.due_date! })))
    .go();
  const done = new Set(reminded.map((r) => `${r.sid}#${r.due_date}`));
  const company = await ctx.tenant.company.get();
  if (!company) return [];
  // The school's linked parents, read once per unit and grouped by student number.
  // Scheduled, one school's unit: its members with a student number (its roll, not its
  // history), read once for all of the school's due accounts, at most ROLL_BOUND of them.
  const { data: members } = await ctx.db.entities.membership.query
    .byCompany({ emis })
    .where((a, op) => `${op.exists(a.sid)} AND ${op.notExists(a.banned_at)}`)
    .go({ count: ROLL_BOUND, pages: ROLL_BOUND });
  const parentsOf = new Map<string, typeof members>();
  for (const member of members)
    parentsOf.set(member.sid ?? '', [...(parentsOf.get(member.sid ?? '') ?? []), member]);
  const results: ReminderResult[] = [];
  for (const account of due) {
    const dueDate = account.due_date!;
    const balance = financeOf({ record: account, year, sid: account.sid }).balance_due_year;
    if (account.year !== year || balance <= 0 || done.has(`${account.sid}#${dueDate}`)) {
      await settled(account);
      continue;
    }
    const result = await remindOne(
      ctx,
      school.channel,
      account.sid,
      dueDate,
      balance,
      parentsOf.get(account.sid) ?? [],
      { name: company.name, link: `${siteOrigin(ctx, company.domain)}/pay-online` },
    );
    results.push(result);
    if (result.result !== 'failed') await settled(account);
  }
  return results;
}

/**
 * The fee reminders' units run one after another in this process: what a tick's units do, for
 * the tests and a one-off run (the scheduler runs each unit on its own, school/jobs.ts).
 */
export async function remindOutstandingFees(deps: Deps, now: Date): Promise<ReminderResult[]> {
  const results: ReminderResult[] = [];
  for (const unit of await dueFeeReminders(deps, now))
    results.push(...(await remindSchool(deps, unit.key, unit.items ?? [], now)));
  return results;
}

async function remindOne(
  ctx: RequestContext,
  channel: ReminderChannel,
  sid: string,
  dueDate: string,
  balance: number,
  members: ReadonlyArray<{ userId: string }>,
  school: { name: string; link: string },
): Promise<ReminderResult> {
  const { db, accounts } = ctx.deps;
  const base = { emis: ctx.emis, sid, due_date: dueDate };
  const people = (await Promise.all(members.map((m) => accounts.getUser(m.userId)))).filter(
    (u) => u !== undefined,
  );
  const text = `${school.name}: fees of R ${formatAmount(balance)} for student ${sid} were due on ${dueDate}. Pay online at ${school.link}`;
  const marker = (to: string[]) => ({
    ...base,
    channel,
    balance,
    sent_to: to,
    created_at: stamp(ctx),
  });

  if (channel === 'email') {
    const to = people.map((p) => p.email).filter((e): e is string => Boolean(e));
    if (to.length === 0) return { ...base, result: 'no-contact', to };
    try {
      await db.entities.feeReminder.create(marker(to)).go();
    } catch (error) {
      if (isConditionFailed(error)) return { ...base, result: 'already', to: [] };
      throw error;
    }
    for (const address of to)
      await ctx.deps.email
        .send({
          to: address,
          subject: `Fees due for student ${sid}`,
          text,
          links: [{ href: school.link, label: 'Pay online' }],
          fromName: school.name,
          tenant: ctx.emis,
        })
        .catch((error: unknown) =>
          ctx.log.error('fee reminder email failed', { sid, error: String(error) }),
        );
    return { ...base, result: 'sent', to };
  }

  const recipients = people.flatMap((p) => {
    const to = normalisePhone(p.phone_number);
    return to ? [{ kind: 'user' as const, id: p.userId, name: p.name ?? null, to }] : [];
  });
  if (recipients.length === 0) return { ...base, result: 'no-contact', to: [] };
  const outcome = await sendPlan(ctx, {
    batchId: `fee-${sid}-${dueDate}`,
    title: 'Fee reminder',
    body: text,
    recipients,
    invalid: [],
    // Named 'campaign': refused (reminded already), the send is stale and nothing is spent.
    extra: (tx) => [
      {
        name: 'campaign',
        write: tx.feeReminder.create(marker(recipients.map((r) => r.to))).commit(),
        onFail: 'refuse',
      },
    ],
  });
  if (outcome.kind === 'sent') return { ...base, result: 'sent', to: recipients.map((r) => r.to) };
  if (outcome.kind === 'stale' || outcome.kind === 'duplicate')
    return { ...base, result: 'already', to: [] };
  ctx.log.warn('fee reminder not sent: not enough SMS credits', { sid });
  return { ...base, result: 'failed', to: [] };
}
