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

/**
 * The reminder sweep (the scheduler runs it with the SMS dispatcher): for every school that
 * opted in, every student of the year whose fee is due (due date today or past) and who still
 * owes gets one reminder per due date, to the parents linked to the student number. The
 * per-due-date marker is written before an email and in the SMS send's own transaction (its
 * credits spent with it), so no due date is ever reminded twice, however often the sweep runs.
 */
export async function remindOutstandingFees(deps: Deps, now: Date): Promise<ReminderResult[]> {
  const today = formatDate(now);
  const year = schoolYearOf(today);
  const { data: schools } = await sweepContext(deps)
    .db.entities.feeReminderSetting.query.bySchool({})
    .go({ pages: 'all' });
  const results: ReminderResult[] = [];
  for (const school of schools) {
    const ctx = systemContext(deps, school.emis);
    const { data: accounts } = await ctx.db.entities.feeAccount.query
      .byStudent({ emis: school.emis })
      .where((a, op) => op.eq(a.year, year))
      .go({ pages: 'all' });
    const due = accounts.filter((a) => a.due_date && a.due_date <= today);
    if (due.length === 0) continue;
    const { data: reminded } = await ctx.db.entities.feeReminder.query
      .byStudent({ emis: school.emis })
      .go({ pages: 'all' });
    const done = new Set(reminded.map((r) => `${r.sid}#${r.due_date}`));
    const company = await ctx.tenant.company.get();
    if (!company) continue;
    // The school's linked parents, read once and grouped by student number.
    const { data: members } = await ctx.db.entities.membership.query
      .byCompany({ emis: school.emis })
      .where((a, op) => `${op.exists(a.sid)} AND ${op.notExists(a.banned_at)}`)
      .go({ pages: 'all' });
    const parentsOf = new Map<string, typeof members>();
    for (const member of members)
      parentsOf.set(member.sid ?? '', [...(parentsOf.get(member.sid ?? '') ?? []), member]);
    for (const account of due) {
      const dueDate = account.due_date!;
      const balance = financeOf({ record: account, year, sid: account.sid }).balance_due_year;
      if (balance <= 0 || done.has(`${account.sid}#${dueDate}`)) continue;
      results.push(
        await remindOne(
          ctx,
          school.channel,
          account.sid,
          dueDate,
          balance,
          parentsOf.get(account.sid) ?? [],
          {
            name: company.name,
            link: `${siteOrigin(ctx, company.domain)}/pay-online`,
          },
        ),
      );
    }
  }
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
