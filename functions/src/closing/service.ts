// Closing a company (issue 27 item 6): the manager's request and cancel, the screen's view and
// the archive's download. The work itself is scheduled (stages.ts, jobs.ts).
import {
  closingAt,
  NOTICE_DAYS,
  RETAIN_YEARS,
  type ClosureView,
  type RequestClosureBody,
} from '@shared/closing/closing';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { standingOf } from '@shared/plans/standing';
import { formatDate } from '@shared/time/sast';
import type { RequestContext } from '../kernel/context';
import { binaryReply } from '../platform/reply';
import { closingError } from './errors';
import { CLOSING_DUE_KEY, dueAt } from './stages';
import { transaction } from '../kernel/transaction';

const spaced = (text: string) => text.trim().replace(/\s+/g, ' ');

async function currentCompany(ctx: RequestContext) {
  const { data } = await ctx.db.entities.company.get({ emis: ctx.emis }).go({ consistent: true });
  if (!data) throw closingError('notClosing');
  return data;
}

/** The Close Company screen: the standing, the dates and the export. */
export async function closureView(ctx: RequestContext): Promise<ClosureView> {
  const [company, { data: closure }] = await Promise.all([
    currentCompany(ctx),
    ctx.db.entities.closure.get({ emis: ctx.emis }).go({ consistent: true }),
  ]);
  return {
    name: company.name,
    standing: standingOf(company, formatDate(ctx.clock.now())),
    noticeDays: NOTICE_DAYS,
    retainYears: RETAIN_YEARS,
    requestedAt: company.close_requested_at ?? null,
    closingAt: company.closing_at ?? null,
    export: closure
      ? {
          status: closure.export_status,
          readyAt: closure.export_ready_at ?? null,
          files: closure.export_files ?? 0,
          bytes: closure.export_bytes ?? 0,
        }
      : null,
  };
}

/**
 * request-company-closure: the company asks to close, confirmed by its name typed again. The
 * company gets its dates and its place in the closing work's due-time index (the export is due
 * at once), and the closure its record, in one transaction; the export is the job's.
 */
export async function requestClosure(ctx: RequestContext, body: RequestClosureBody) {
  if (ctx.emis === PROVIDER_EMIS) throw closingError('provider');
  const company = await currentCompany(ctx);
  if (spaced(body.confirmName) !== spaced(company.name))
    throw closingError('nameMismatch', {
      fields: { confirmName: closingError('nameMismatch').message },
    });
  if (company.closing_at || company.closed_at) throw closingError('alreadyClosing');
  const now = ctx.clock.now();
  const today = formatDate(now);
  const closing = closingAt(today);
  const user = await ctx.deps.accounts.getUser(ctx.caller.userId);
  // The company's dates and due key, and the closure its record: one change, refused (409)
  // when a closing was asked meanwhile.
  await transaction(ctx.db, (tx) => [
    {
      name: 'company closing',
      write: tx.company
        .patch({ emis: ctx.emis })
        .set({
          close_requested_at: now.toISOString(),
          closing_at: closing,
          due_key: CLOSING_DUE_KEY,
          due_at: dueAt(today, ctx.emis),
        })
        .where((a, op) => `${op.notExists(a.closing_at)} AND ${op.notExists(a.closed_at)}`)
        .commit(),
      onFail: closingError('alreadyClosing'),
    },
    {
      name: 'closure',
      write: tx.closure
        .put({
          emis: ctx.emis,
          requested_at: now.toISOString(),
          requested_by: ctx.caller.userId,
          requested_by_name: user?.name,
          notice_days: NOTICE_DAYS,
          closing_at: closing,
          export_status: 'pending',
        })
        .commit(),
    },
  ]);
  ctx.log.info('closure requested', { closing_at: closing });
  return closureView(ctx);
}

/**
 * cancel-company-closure: during the notice, everything as it was: the company's dates and due
 * key removed, the closure and its archive deleted. After the site went down: 409.
 */
export async function cancelClosure(ctx: RequestContext) {
  const company = await currentCompany(ctx);
  if (company.closed_at) throw closingError('tooLate');
  if (!company.closing_at) throw closingError('notClosing');
  const { data: closure } = await ctx.db.entities.closure
    .get({ emis: ctx.emis })
    .go({ consistent: true });
  await transaction(ctx.db, (tx) => [
    {
      name: 'company reopened',
      write: tx.company
        .patch({ emis: ctx.emis })
        .remove(['close_requested_at', 'closing_at', 'due_key', 'due_at'])
        .where((a, op) => `${op.exists(a.closing_at)} AND ${op.notExists(a.closed_at)}`)
        .commit(),
      onFail: closingError('tooLate'),
    },
    { name: 'closure', write: tx.closure.delete({ emis: ctx.emis }).commit() },
  ]);
  if (closure?.export_key) await ctx.deps.blobs.delete(closure.export_key);
  ctx.log.info('closure cancelled');
  return closureView(ctx);
}

/** download-company-export: the archive, to a manager of this company only. */
export async function downloadExport(ctx: RequestContext) {
  const { data: closure } = await ctx.db.entities.closure
    .get({ emis: ctx.emis })
    .go({ consistent: true });
  if (!closure?.export_key || closure.export_status !== 'ready') throw closingError('noExport');
  const blob = await ctx.deps.blobs.get(closure.export_key);
  if (!blob) throw closingError('noExport');
  return binaryReply(blob.body, 'application/zip', {
    'content-disposition': `attachment; filename="${closure.export_name ?? 'export.zip'}"`,
    'cache-control': 'no-store',
  });
}
