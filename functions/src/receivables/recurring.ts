import { ulid } from 'ulid';
import {
  CATCH_UP_PER_SWEEP,
  addCalendarDays,
  dueRuns,
  firstRunOnOrAfter,
  type Frequency,
} from '@shared/documents/recurrence';
import type {
  RecurringInvoiceView,
  RecurringRunView,
  SaveRecurringInvoiceBody,
} from '@shared/receivables/schemas';
import { RECEIVABLES_MESSAGES } from '@shared/receivables/schemas';
import { formatDate } from '@shared/time/sast';
import type { EntityItem } from 'electrodb';
import type { RecurringInvoiceEntity } from './entities/recurring-invoice.entity';
import { NUMBERING_BUSY, addDays, invoiceDraft, lineItemKey, newInvoiceSteps } from '../documents';
import { stamp, sweepContext, systemContext, type RequestContext } from '../kernel/context';
import { transaction, type Step } from '../kernel/transaction';
import type { Deps } from '../platform/deps';
import type { DueUnit } from '../platform/jobs';
import { AppError } from '../platform/errors';
import { badCursor, decodeCursor, pageOf, type ListQuery } from '../kernel/pager';
import { receivablesError } from './errors';

type Template = EntityItem<typeof RecurringInvoiceEntity>;
type Status = Template['status'];

/** How far back a schedule may start (its first runs are issued at once, in order). */
export const START_AT_MOST_DAYS_AGO = 31;

/** The key the sweep's Query finds a template by: its next run while active, else never. */
const runKey = (emis: string, id: string, status: Status, nextRun: string | undefined) =>
  status === 'active' && nextRun ? `${nextRun}#${emis}#${id}` : `~${status}#${emis}#${id}`;

const today = (ctx: { clock: { now(): Date } }) => formatDate(ctx.clock.now());

export function templateView(t: Template): RecurringInvoiceView {
  return {
    id: t.id,
    client: t.client_id,
    clientName: t.client_name,
    items: t.lines.map((l) => ({
      item_type: l.item_type,
      ...(l.item_id ? { item_id: l.item_id } : {}),
      name: l.name,
      unit_price: l.unit_price,
      quantity: l.quantity,
    })),
    discount: t.discount,
    comment: t.comment ?? null,
    dueDays: t.due_days,
    frequency: t.frequency,
    startDate: t.start_date,
    endDate: t.end_date ?? null,
    status: t.status,
    nextRun: t.status === 'active' ? (t.next_run ?? null) : null,
    issued: t.issued,
    lastRun: t.last_run ?? null,
    lastInvoice: t.last_invoice ?? null,
    lastError: t.last_error ?? null,
  };
}

async function readTemplate(ctx: RequestContext, id: string) {
  const { data } = await ctx.db.entities.recurringInvoice
    .get({ emis: ctx.emis, id })
    .go({ consistent: true });
  return data ?? undefined;
}

/** A template of this company; another company's id answers like a missing one (404). */
async function templateOr404(ctx: RequestContext, id: string) {
  const template = await readTemplate(ctx, id);
  if (!template) throw receivablesError('noTemplate');
  return template;
}

/**
 * The first run still to issue under a schedule: on or after its start, after the last run
 * issued (an edit never issues a date twice) and, when `notBefore` is given (a resume), not
 * before it. Null when it falls after the end date.
 */
function nextRun(
  schedule: { start: string; frequency: Frequency; end?: string | null },
  lastRun: string | undefined,
  notBefore?: string,
) {
  const floor = [schedule.start, lastRun ? addCalendarDays(lastRun, 1) : '', notBefore ?? '']
    .sort()
    .at(-1)!;
  const next = firstRunOnOrAfter(schedule.start, schedule.frequency, floor);
  return schedule.end && next.date > schedule.end ? null : next;
}

/**
 * save-recurring-invoice: a new template, or a change of one (not ended). The lines are priced
 * now as an invoice would be (the client must be this company's, the discount within the
 * total), so a template that could not issue is refused when it is saved, not at its run.
 */
export async function saveRecurringInvoice(ctx: RequestContext, body: SaveRecurringInvoiceBody) {
  const existing = body.id ? await templateOr404(ctx, body.id) : undefined;
  // The lines' catalogue items are this company's (another company's id answers as a made-up
  // one); items the template already carries stay valid if the catalogue dropped them since.
  const draft = await invoiceDraft(ctx, body.client, body.items, body.discount, undefined, {
    fieldOf: (index) => `items.${index}.item_id`,
    kept: new Set(existing?.lines.map(lineItemKey) ?? []),
  });
  const schedule = { start: body.startDate, frequency: body.frequency, end: body.endDate };
  const now = stamp(ctx);
  const fields = {
    client_id: draft.client_id,
    client_name: draft.client_name,
    lines: body.items.map((l) => ({
      item_type: l.item_type,
      ...(l.item_id ? { item_id: l.item_id } : {}),
      name: l.name,
      unit_price: l.unit_price,
      quantity: l.quantity,
    })),
    discount: body.discount,
    due_days: body.dueDays,
    frequency: body.frequency,
    start_date: body.startDate,
    updated_at: now,
  };
  const tooEarly = (date: string) => date < addCalendarDays(today(ctx), -START_AT_MOST_DAYS_AGO);

  if (!body.id) {
    const next = nextRun(schedule, undefined)!;
    if (tooEarly(next.date)) throw receivablesError('startTooEarly');
    const id = ulid();
    await ctx.db.entities.recurringInvoice
      .create({
        ...fields,
        emis: ctx.emis,
        id,
        ...(body.comment ? { comment: body.comment } : {}),
        ...(body.endDate ? { end_date: body.endDate } : {}),
        status: 'active',
        next_index: next.index,
        next_run: next.date,
        run_key: runKey(ctx.emis, id, 'active', next.date),
        issued: 0,
        created_by: ctx.caller.userId,
        created_at: now,
        row_version: 1,
      })
      .go();
    return { status: 'success' as const, message: RECEIVABLES_MESSAGES.saved, id };
  }

  const current = existing!;
  if (current.status === 'ended') throw receivablesError('ended');
  const next = nextRun(schedule, current.last_run);
  if (next && current.issued === 0 && tooEarly(next.date)) throw receivablesError('startTooEarly');
  const status: Status = next ? current.status : 'ended';
  await write(
    ctx,
    current,
    {
      ...fields,
      status,
      ...(next ? { next_index: next.index, next_run: next.date } : {}),
      run_key: runKey(ctx.emis, current.id, status, next?.date),
      ...(body.comment ? { comment: body.comment } : {}),
      ...(body.endDate ? { end_date: body.endDate } : {}),
    },
    [...(body.comment ? [] : ['comment' as const]), ...(body.endDate ? [] : ['end_date' as const])],
  );
  return { status: 'success' as const, message: RECEIVABLES_MESSAGES.saved, id: current.id };
}

/** A change of a template on condition that nobody changed it since it was read (else 409). */
async function write(
  ctx: RequestContext,
  current: Template,
  set: Partial<Omit<Template, 'emis' | 'id'>>,
  remove: Array<'comment' | 'end_date' | 'last_error' | 'next_run'> = [],
) {
  try {
    let update = ctx.db.entities.recurringInvoice
      .patch({ emis: ctx.emis, id: current.id })
      .set({ ...set, row_version: current.row_version + 1, updated_at: stamp(ctx) });
    if (remove.length > 0) update = update.remove(remove);
    await update.where((a, op) => op.eq(a.row_version, current.row_version)).go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException')
      throw receivablesError('changed');
    throw error;
  }
}

/**
 * get-recurring-invoices ?cursor=&limit=: a page of the company's templates, newest first (one
 * Query of its partition, `limit` after the previous page's `cursor`), and the next page's
 * cursor. The status and the next run are on each row.
 */
export async function listRecurringInvoices(ctx: RequestContext, q: ListQuery) {
  const partition = { field: 'pk', value: `${ctx.emis}#recurring_invoice` };
  const page = await pageOf(
    {
      go: (options) =>
        ctx.db.entities.recurringInvoice.query
          .byCompany({ emis: ctx.emis })
          .go({ ...options, order: 'desc' }),
    },
    partition,
    q,
    (rows) => rows.map(templateView),
  );
  return { templates: page.rows, cursor: page.cursor };
}

/** pause-recurring-invoice: no runs until resumed (an ended template cannot be paused). */
export async function pauseRecurringInvoice(ctx: RequestContext, id: string) {
  const current = await templateOr404(ctx, id);
  if (current.status === 'ended') throw receivablesError('ended');
  if (current.status === 'active')
    await write(ctx, current, {
      status: 'paused',
      run_key: runKey(ctx.emis, id, 'paused', undefined),
    });
  return { status: 'success' as const, message: RECEIVABLES_MESSAGES.paused };
}

/**
 * resume-recurring-invoice: runs again from the first run date on or after today; the runs that
 * fell while it was paused are not issued (a pause skips them, it does not defer them).
 */
export async function resumeRecurringInvoice(ctx: RequestContext, id: string) {
  const current = await templateOr404(ctx, id);
  if (current.status === 'ended') throw receivablesError('ended');
  if (current.status === 'paused') {
    const next = nextRun(
      { start: current.start_date, frequency: current.frequency, end: current.end_date },
      current.last_run,
      today(ctx),
    );
    const status: Status = next ? 'active' : 'ended';
    await write(
      ctx,
      current,
      {
        status,
        ...(next ? { next_index: next.index, next_run: next.date } : {}),
        run_key: runKey(ctx.emis, id, status, next?.date),
      },
      ['last_error'],
    );
  }
  return { status: 'success' as const, message: RECEIVABLES_MESSAGES.resumed };
}

/** end-recurring-invoice: no more runs, for good; the template and its invoices stay listed. */
export async function endRecurringInvoice(ctx: RequestContext, id: string) {
  const current = await templateOr404(ctx, id);
  if (current.status !== 'ended')
    await write(ctx, current, {
      status: 'ended',
      run_key: runKey(ctx.emis, id, 'ended', undefined),
    });
  return { status: 'success' as const, message: RECEIVABLES_MESSAGES.endedNow };
}

/**
 * get-recurring-invoice-runs: the template and a page of the invoices it issued, oldest first
 * (`limit` after the previous page's `cursor`, which must be one of this template's pages).
 */
export async function recurringInvoiceRuns(
  ctx: RequestContext,
  id: string,
  q: { cursor?: string; limit: number },
) {
  const template = await templateOr404(ctx, id);
  const key = decodeCursor(q.cursor, { field: 'pk', value: `${ctx.emis}#recurring_run` });
  // Another template's runs share the partition: its cursor is not one of this list's.
  if (key && !key.sk!.startsWith(`${template.id}#`)) throw badCursor();
  const { data, cursor } = await ctx.db.entities.recurringRun.query
    .byTemplate({ emis: ctx.emis, template_id: template.id })
    .go({ cursor: key ? (q.cursor ?? null) : null, limit: q.limit });
  const runs: RecurringRunView[] = data.map((r) => ({
    runDate: r.run_date,
    invoiceNumber: r.invoice_number,
    total: r.total,
    createdAt: r.created_at ?? '',
  }));
  return { template: templateView(template), runs, cursor };
}

export type RunResult = {
  emis: string;
  id: string;
  run_date: string;
  result: 'issued' | 'already' | 'failed';
  invoice?: number;
};

/**
 * Issues one run: the invoice (numbered by the one invoice counter), the run's marker and the
 * template's advance in ONE transaction. The marker's create holds only once per template and
 * run date; the template's write only if it is as read. Each attempt reads the template anew,
 * so a sweep that lost the race to another finds the run issued and writes nothing.
 */
async function issueRun(
  ctx: RequestContext,
  id: string,
  run: { index: number; date: string },
): Promise<RunResult> {
  const base = { emis: ctx.emis, id, run_date: run.date };
  const result = await transaction(
    ctx.db,
    async (tx) => {
      const t = await readTemplate(ctx, id);
      if (!t || t.status !== 'active' || t.next_index !== run.index)
        return { steps: [] as Step[], value: undefined };
      const invoice = await newInvoiceSteps(ctx, tx, {
        client: t.client_id,
        lines: t.lines,
        discount: t.discount,
        terms: {
          date: run.date,
          due_date: addDays(run.date, t.due_days),
          ...(t.comment ? { comment: t.comment } : {}),
        },
      });
      const next = nextRun(
        { start: t.start_date, frequency: t.frequency, end: t.end_date },
        run.date,
      );
      const status: Status = next ? 'active' : 'ended';
      const steps: Step[] = [
        ...invoice.steps,
        {
          name: 'run',
          write: tx.recurringRun
            .create({
              emis: ctx.emis,
              template_id: id,
              run_date: run.date,
              invoice_number: invoice.value,
              total: invoice.total,
              created_at: stamp(ctx),
            })
            .commit(),
          // Issued already (by a sweep that won): nothing of this attempt is written.
          onFail: 'refuse',
        },
        {
          name: 'template',
          write: tx.recurringInvoice
            .patch({ emis: ctx.emis, id })
            .set({
              status,
              ...(next ? { next_index: next.index, next_run: next.date } : {}),
              run_key: runKey(ctx.emis, id, status, next?.date),
              issued: t.issued + 1,
              last_run: run.date,
              last_invoice: invoice.value,
              row_version: t.row_version + 1,
              updated_at: stamp(ctx),
            })
            .where((a, op) => op.eq(a.row_version, t.row_version))
            .commit(),
          // Changed since the read (an edit, a pause, another sweep): read again.
          onFail: 'retry',
        },
      ];
      return { steps, value: invoice.value };
    },
    NUMBERING_BUSY,
  );
  if (!result.written) return { ...base, result: 'already' };
  if (result.value === undefined) return { ...base, result: 'already' };
  return { ...base, result: 'issued', invoice: result.value };
}

/**
 * The recurring invoices sweep (the scheduler runs it every minute, and `npm run
 * scheduler:tick`): every active template whose next run is today or earlier (Johannesburg
 * time) issues each run due, once and in order, at most CATCH_UP_PER_SWEEP per template per
 * sweep (the next sweep goes on). Found with one Query of the run index, never a scan. A
 * template that cannot issue (its client deleted) is paused with the reason, not retried every
 * minute.
 */
export async function issueRecurringInvoices(deps: Deps, now: Date): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (const unit of await dueRecurringInvoices(deps, now))
    for (const id of unit.items ?? [])
      results.push(...(await issueTemplateRuns(deps, unit.key, id, now)));
  return results;
}

/** At most this many due templates are handed out per tick; the rest wait for the next. */
const DUE_TEMPLATES_PER_TICK = 1000;

/**
 * The recurring invoices' due units: ONE key-range Query across tenants of the templates'
 * run index (gsi2, keyed by next run day; paused and ended ones sort after every day), one
 * unit per template due, at most DUE_TEMPLATES_PER_TICK a tick (a run moves its template on).
 */
export async function dueRecurringInvoices(deps: Deps, now: Date): Promise<DueUnit[]> {
  const day = formatDate(now);
  // bounded: scheduled; the run index's templates due by today (each becomes one unit).
  const { data: due } = await sweepContext(deps)
    .db.entities.recurringInvoice.query.byRun({})
    .lte({ run_key: `${day}#~` })
    .go({ limit: DUE_TEMPLATES_PER_TICK, attributes: ['emis', 'id', 'status'] });
  return due.filter((t) => t.status === 'active').map((t) => ({ key: t.emis, items: [t.id] }));
}

/** One template's unit: its runs due at `now` issued in order (read again: the index lags). */
export async function issueTemplateRuns(
  deps: Deps,
  emis: string,
  id: string,
  now: Date,
): Promise<RunResult[]> {
  const day = formatDate(now);
  const system = systemContext(deps, emis);
  const template = await readTemplate(system, id);
  if (!template || template.status !== 'active') return [];
  // The invoices it issues name the person who set the template up.
  const ctx: RequestContext = {
    ...system,
    clock: { now: () => now },
    caller: { ...system.caller, userId: template.created_by ?? '' },
  };
  const results: RunResult[] = [];
  const runs = dueRuns(
    { start: template.start_date, frequency: template.frequency, end: template.end_date },
    template.next_index,
    day,
    CATCH_UP_PER_SWEEP,
  );
  for (const run of runs) {
    try {
      const result = await issueRun(ctx, template.id, run);
      results.push(result);
      if (result.result !== 'issued') break;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      ctx.log.warn('recurring invoice paused: it cannot issue', {
        id: template.id,
        error: error.message,
      });
      results.push({ emis: template.emis, id: template.id, run_date: run.date, result: 'failed' });
      const current = await readTemplate(ctx, template.id);
      if (current?.status === 'active')
        await write(ctx, current, {
          status: 'paused',
          run_key: runKey(template.emis, template.id, 'paused', undefined),
          last_error: error.message.slice(0, 300),
        }).catch(() => undefined);
      break;
    }
  }
  return results;
}
