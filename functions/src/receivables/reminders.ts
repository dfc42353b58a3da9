import { clientById } from '../clients';
import { formatAmount } from '@shared/money/money';
import type { InvoiceRemindersBody, InvoiceRemindersView } from '@shared/receivables/schemas';
import { RECEIVABLES_MESSAGES } from '@shared/receivables/schemas';
import {
  nextReminderCheck,
  reminderStage,
  type ReminderSchedule,
  type ReminderStage,
} from '@shared/receivables/stages';
import { normalisePhone } from '@shared/sms/phone';
import { formatDate } from '@shared/time/sast';
import { invoiceRemindersDue, invoicesBySeq, moveInvoiceReminder } from '../documents';
import { stamp, sweepContext, systemContext, type RequestContext } from '../kernel/context';
import { isConditionFailed } from '../kernel/transaction';
import type { Deps } from '../platform/deps';
import type { DueUnit } from '../platform/jobs';
import { sendPlan } from '../sms';

/** The settings before a company saves any: off, and what turning them on proposes. */
const DEFAULTS: InvoiceRemindersView = {
  enabled: false,
  daysBefore: 3,
  onDueDate: true,
  daysAfter: 7,
  sms: false,
};

/** get-invoice-reminders: the company's invoice reminder settings. */
export async function invoiceReminders(ctx: RequestContext): Promise<InvoiceRemindersView> {
  const { data } = await ctx.db.entities.invoiceReminderSetting.get({ emis: ctx.emis }).go();
  if (!data) return DEFAULTS;
  return {
    enabled: data.enabled,
    daysBefore: data.days_before,
    onDueDate: data.on_due_date,
    daysAfter: data.days_after,
    sms: data.sms,
  };
}

/** save-invoice-reminders: opt in (with when and how) or out; the days are kept either way. */
export async function saveInvoiceReminders(ctx: RequestContext, body: InvoiceRemindersBody) {
  await ctx.db.entities.invoiceReminderSetting
    .put({
      emis: ctx.emis,
      enabled: body.enabled,
      days_before: body.daysBefore,
      on_due_date: body.onDueDate,
      days_after: body.daysAfter,
      sms: body.sms,
      updated_by: ctx.caller.userId,
      updated_at: stamp(ctx),
    })
    .go();
  return { status: 'success' as const, message: RECEIVABLES_MESSAGES.remindersSaved, ...body };
}

export type InvoiceReminderResult = {
  emis: string;
  invoice: number;
  stage: ReminderStage;
  channel: 'email' | 'sms';
  result: 'sent' | 'already' | 'no-contact' | 'failed';
  to: string[];
};

const STAGE_WORDS: Record<ReminderStage, (due: string) => string> = {
  before: (due) => `is due on ${due}`,
  due: (due) => `is due today (${due})`,
  after: (due) => `was due on ${due} and is overdue`,
};

/**
 * The invoice reminders' units run in turn (the tests' and a one-off run's shortcut; the
 * scheduler runs each company's unit on its own, after the recurring invoices). The invoices
 * come from their due-time index (documents' reminder-index.ts): each unpaid invoice is in it
 * at the next day its reminders need a look, so a tick reads what is due by now, never a
 * company's invoices. Each invoice at a stage not yet reminded on a channel gets one reminder
 * there: its marker (invoice, stage, channel) is created before the email, and in the SMS
 * send's own transaction (credits spent with it), so a stage is never reminded twice, however
 * often or concurrently the sweep runs. A paid invoice (total_paid >= total) gets none.
 */
export async function remindDueInvoices(deps: Deps, now: Date): Promise<InvoiceReminderResult[]> {
  const results: InvoiceReminderResult[] = [];
  for (const unit of await dueInvoiceReminders(deps, now))
    results.push(...(await remindCompany(deps, unit.key, unit.items ?? [], now)));
  return results;
}

/**
 * The invoice reminders' units: ONE Query of the invoices' due-time index for the days up to
 * today, across companies (at most REMINDERS_PER_TICK; the rest wait for the next tick),
 * grouped into one unit per company with its invoices (`<seq>@<day it was due a look>`).
 */
export async function dueInvoiceReminders(deps: Deps, now: Date): Promise<DueUnit[]> {
  const due = await invoiceRemindersDue(sweepContext(deps).db, formatDate(now));
  const byCompany = new Map<string, string[]>();
  for (const { emis, seq, at } of due)
    byCompany.set(emis, [...(byCompany.get(emis) ?? []), `${seq}@${at}`]);
  return [...byCompany].map(([key, items]) => ({ key, items }));
}

/**
 * One company's unit of the invoice reminders: each of its due invoices is reminded of the stage
 * it is at (when the company opted in and that stage was not reminded yet), then moved in the
 * due-time index to the day its next stage opens, or out of it when none is left or it is paid.
 * A company not opted in keeps its invoices looked at on its (saved or default) schedule's
 * days, reminding nobody, so opting in later reminds them from their next stage on. An invoice
 * whose SMS the credits could not pay for stays where it is, for the next tick.
 */
export async function remindCompany(
  deps: Deps,
  emis: string,
  items: readonly string[],
  now: Date,
): Promise<InvoiceReminderResult[]> {
  const today = formatDate(now);
  const ctx = systemContext(deps, emis);
  const due = new Map<string, string>();
  for (const item of items) {
    const at = item.lastIndexOf('@');
    if (at > 0) due.set(item.slice(0, at), item.slice(at + 1));
  }
  if (due.size === 0) return [];
  const [{ data: setting }, invoices] = await Promise.all([
    ctx.db.entities.invoiceReminderSetting.get({ emis }).go(),
    invoicesBySeq(ctx, [...due.keys()]),
  ]);
  const schedule: ReminderSchedule = setting
    ? {
        daysBefore: setting.days_before,
        onDueDate: setting.on_due_date,
        daysAfter: setting.days_after,
      }
    : DEFAULTS;
  const channels: Array<'email' | 'sms'> = setting?.sms ? ['email', 'sms'] : ['email'];
  const open = invoices.flatMap((invoice) => {
    const stage =
      invoice.total_paid < invoice.total ? reminderStage(schedule, invoice.due_date, today) : null;
    return setting?.enabled && stage
      ? channels.map((channel) => ({ invoice, stage, channel }))
      : [];
  });
  // What was reminded already, read by key (one batch), not by listing every marker.
  const { data: done } = open.length
    ? await ctx.db.entities.invoiceReminder
        .get(open.map((p) => ({ emis, seq: p.invoice.seq, stage: p.stage, channel: p.channel })))
        .go()
    : { data: [] };
  const sent = new Set(done.map((m) => `${m.seq}#${m.stage}#${m.channel}`));
  const pending = open.filter((p) => !sent.has(`${p.invoice.seq}#${p.stage}#${p.channel}`));
  const company = pending.length ? await ctx.tenant.company.get() : undefined;
  if (pending.length && !company) return [];
  const results: InvoiceReminderResult[] = [];
  const retry = new Set<string>();
  for (const p of pending) {
    const result = await remindOne(ctx, p, company!.name);
    results.push(result);
    if (result.result === 'failed') retry.add(p.invoice.seq);
  }
  // Each invoice on to its next look (or out of the index), unless it waits for credits.
  for (const invoice of invoices) {
    if (retry.has(invoice.seq)) continue;
    const next =
      invoice.total_paid < invoice.total
        ? nextReminderCheck(schedule, invoice.due_date, today)
        : null;
    await moveInvoiceReminder(ctx, invoice.seq, due.get(invoice.seq)!, next);
  }
  return results;
}

type Pending = {
  invoice: {
    seq: string;
    number: number;
    client_id: string;
    client_name: string;
    due_date: string;
    total: number;
    total_paid: number;
  };
  stage: ReminderStage;
  channel: 'email' | 'sms';
};

async function remindOne(
  ctx: RequestContext,
  { invoice, stage, channel }: Pending,
  companyName: string,
): Promise<InvoiceReminderResult> {
  const base = { emis: ctx.emis, invoice: invoice.number, stage, channel };
  const client = await clientById(ctx, invoice.client_id);
  const left = invoice.total - invoice.total_paid;
  const text =
    `${companyName}: invoice ${invoice.number} of R ${formatAmount(invoice.total)} ` +
    `${STAGE_WORDS[stage](invoice.due_date)}. Still to pay: R ${formatAmount(left)}.`;
  const marker = (to: string[]) => ({
    emis: ctx.emis,
    seq: invoice.seq,
    stage,
    channel,
    due_date: invoice.due_date,
    left,
    sent_to: to,
    created_at: stamp(ctx),
  });

  if (channel === 'email') {
    const to = client?.email?.trim();
    if (!to) return { ...base, result: 'no-contact', to: [] };
    try {
      await ctx.db.entities.invoiceReminder.create(marker([to])).go();
    } catch (error) {
      if (isConditionFailed(error)) return { ...base, result: 'already', to: [] };
      throw error;
    }
    await ctx.deps.email
      .send({
        to,
        subject:
          stage === 'after'
            ? `Invoice ${invoice.number} is overdue`
            : `Invoice ${invoice.number} is due on ${invoice.due_date}`,
        text: `Dear ${invoice.client_name},\n\n${text}\n\nThank you.`,
        fromName: companyName,
        tenant: ctx.emis,
      })
      .catch((error: unknown) =>
        ctx.log.error('invoice reminder email failed', {
          invoice: invoice.number,
          error: String(error),
        }),
      );
    return { ...base, result: 'sent', to: [to] };
  }

  const to = normalisePhone(client?.phone);
  if (!client || !to) return { ...base, result: 'no-contact', to: [] };
  const outcome = await sendPlan(ctx, {
    batchId: `invoice-${invoice.seq}-${stage}`,
    title: 'Invoice reminder',
    body: text,
    recipients: [{ kind: 'client', id: client.id, name: client.name, to }],
    invalid: [],
    // Refused (reminded already): the send is stale and nothing is spent.
    extra: (tx) => [
      {
        name: 'reminder',
        write: tx.invoiceReminder.create(marker([to])).commit(),
        onFail: 'refuse',
      },
    ],
  });
  if (outcome.kind === 'sent') return { ...base, result: 'sent', to: [to] };
  if (outcome.kind === 'stale' || outcome.kind === 'duplicate')
    return { ...base, result: 'already', to: [] };
  ctx.log.warn('invoice reminder not sent: not enough SMS credits', { invoice: invoice.number });
  return { ...base, result: 'failed', to: [] };
}
