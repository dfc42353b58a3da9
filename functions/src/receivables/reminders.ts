import { clientById } from '../clients';
import { formatAmount } from '@shared/money/money';
import type { InvoiceRemindersBody, InvoiceRemindersView } from '@shared/receivables/schemas';
import { RECEIVABLES_MESSAGES } from '@shared/receivables/schemas';
import {
  dueDateRange,
  reminderStage,
  type ReminderSchedule,
  type ReminderStage,
} from '@shared/receivables/stages';
import { normalisePhone } from '@shared/sms/phone';
import { formatDate } from '@shared/time/sast';
import { addDays, invoicesDueBetween } from '../documents';
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
 * scheduler runs each company's unit on its own, after the recurring invoices): for each
 * company that opted in, the unpaid invoices whose due date is in the window some stage can be
 * at today, read with ONE key-range Query of the invoices' due-date index (gsi3), never all
 * invoices. Each invoice at a stage not yet reminded on a channel gets one reminder there: its
 * marker (invoice, stage, channel) is created before the email, and in the SMS send's own
 * transaction (credits spent with it), so a stage is never reminded twice, however often or
 * concurrently the sweep runs. A paid invoice (total_paid >= total) gets none.
 */
export async function remindDueInvoices(deps: Deps, now: Date): Promise<InvoiceReminderResult[]> {
  const results: InvoiceReminderResult[] = [];
  for (const unit of await dueInvoiceReminders(deps, now))
    results.push(...(await remindCompany(deps, unit.key, now)));
  return results;
}

/**
 * The invoice reminders' units: one per company that opted in, read from the settings'
 * partition (only companies that saved reminder settings, never every company); each unit then
 * reads its own due invoices from the due-date index.
 */
export async function dueInvoiceReminders(deps: Deps, _now: Date): Promise<DueUnit[]> {
  const { data: settings } = await sweepContext(deps)
    .db.entities.invoiceReminderSetting.query.byCompany({})
    .where((a, op) => op.eq(a.enabled, true))
    .go({ pages: 'all', attributes: ['emis', 'enabled'] });
  return settings.map((setting) => ({ key: setting.emis }));
}

/** One company's unit of the invoice reminders (see remindDueInvoices). */
export async function remindCompany(
  deps: Deps,
  emis: string,
  now: Date,
): Promise<InvoiceReminderResult[]> {
  const today = formatDate(now);
  const ctx = systemContext(deps, emis);
  const { data: setting } = await ctx.db.entities.invoiceReminderSetting.get({ emis }).go();
  if (!setting?.enabled) return [];
  const schedule: ReminderSchedule = {
    daysBefore: setting.days_before,
    onDueDate: setting.on_due_date,
    daysAfter: setting.days_after,
  };
  const range = dueDateRange(schedule, today);
  const invoices = await invoicesDueBetween(
    ctx,
    range.from,
    // The upper bound the day after: keys are `<due date>#<number>`, so all of `to` is in.
    addDays(range.to, 1),
  );
  const channels: Array<'email' | 'sms'> = setting.sms ? ['email', 'sms'] : ['email'];
  const pending = invoices.flatMap((invoice) => {
    if (invoice.total_paid >= invoice.total) return [];
    const stage = reminderStage(schedule, invoice.due_date, today);
    return stage ? channels.map((channel) => ({ invoice, stage, channel })) : [];
  });
  if (pending.length === 0) return [];
  // What was reminded already, read by key (one batch), not by listing every marker.
  const { data: done } = await ctx.db.entities.invoiceReminder
    .get(pending.map((p) => ({ emis, seq: p.invoice.seq, stage: p.stage, channel: p.channel })))
    .go();
  const sent = new Set(done.map((m) => `${m.seq}#${m.stage}#${m.channel}`));
  const company = await ctx.tenant.company.get();
  if (!company) return [];
  const results: InvoiceReminderResult[] = [];
  for (const p of pending) {
    if (sent.has(`${p.invoice.seq}#${p.stage}#${p.channel}`)) continue;
    results.push(await remindOne(ctx, p, company.name));
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
