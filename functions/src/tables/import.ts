import { createHash } from 'node:crypto';
import type { ImportReport, TableRow } from '@shared/tables/types';
import { stamp, type RequestContext } from '../kernel/context';
import { AppError } from '../platform/errors';
import { resolve, store } from './access';
import type { TableDefinition } from './definition';
import { tableError } from './errors';
import { TRANSACTION_LIMIT, type TxEntities as KernelTx } from '../kernel/transaction';
import { siteChanged } from '../kernel/site-cache';
import {
  commitRows,
  derivedWriteSteps,
  figureSteps,
  guardSteps,
  hasDerivedWrites,
  recordOf,
  type RowWrite,
} from './record';
import { importConflicts } from './unique';
import { rowValues } from './values';

/** A stable id for the n-th new row of an import, so that a retried import writes the same rows. */
function importedId(importId: string, index: number): string {
  return createHash('sha256').update(`${importId}:${index}`).digest('base64url').slice(0, 26);
}

const IMPORT_CHUNK = 25;

/**
 * The import's rows in transactions of at most IMPORT_CHUNK rows and TRANSACTION_LIMIT writes: a
 * row's writes vary (unique markers, name-index keys), so they are counted, with one more for an
 * existing row's guard check, and the figure items it moves.
 */
function chunksOf<W extends { before: unknown; write: RowWrite<unknown> }>(
  ctx: RequestContext,
  writes: W[],
  figures: (write: W, tx: KernelTx) => number,
): W[][] {
  const counting = ctx.db.entities as unknown as KernelTx;
  const chunks: W[][] = [];
  let chunk: W[] = [];
  let size = 0;
  for (const write of writes) {
    // A row's figure items alone are an upper bound: the chunk's are merged, never more.
    const steps =
      write.write.steps(counting).length + (write.before ? 1 : 0) + figures(write, counting);
    if (chunk.length > 0 && (chunk.length >= IMPORT_CHUNK || size + steps > TRANSACTION_LIMIT)) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(write);
    size += steps;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** The values of a row's writable columns (null where empty). */
function columnValues(table: TableDefinition, row: Record<string, unknown>) {
  return Object.fromEntries(
    table.columns.filter((c) => !c.readOnly).map((c) => [c.name, row[c.name] ?? null]),
  );
}

/**
 * Imports rows (keyed by column name; an `id` of an existing row updates it). Every row is
 * checked before anything is written; with any row rejected nothing is written and the report
 * says which and why. A dry run only reports.
 */
export async function importRows(
  ctx: RequestContext,
  name: string,
  input: Array<Record<string, unknown>>,
  dryRun: boolean,
  importId: string,
): Promise<ImportReport> {
  const table = resolve(ctx, name, 'create');
  if (table.binding.kind === 'company') throw tableError('singleRow');
  const rows = store(ctx, table);
  const ids = input.map((row) =>
    typeof row.id === 'string' && row.id !== '' ? row.id : undefined,
  );
  const existing = await rows.getMany(ids.filter((id): id is string => Boolean(id)));
  if (
    !dryRun &&
    [...existing.values()].length > 0 &&
    ctx.caller.alevel < (table.permissions.edit ?? Infinity)
  ) {
    throw tableError('notAllowed');
  }
  const report: ImportReport = {
    accepted: 0,
    rejected: [],
    created: 0,
    updated: 0,
    written: false,
  };
  // A retried import's new rows exist already (their ids are derived): they hold their claims.
  const retried = table.unique
    ? await rows.getMany(
        input.flatMap((_, index) => (ids[index] ? [] : [importedId(importId, index)])),
      )
    : new Map<string, TableRow>();
  const ready: Array<{
    row: Record<string, unknown> & { id: string };
    action: 'create' | 'update';
    index: number;
    before: TableRow | undefined;
  }> = [];
  for (const [index, data] of input.entries()) {
    const id = ids[index];
    const current = id ? existing.get(id) : undefined;
    const { values, fields } = await rowValues(ctx, table, data, current);
    if (Object.keys(fields).length > 0) {
      report.rejected.push({ row: index + 1, errors: fields });
      continue;
    }
    report.accepted += 1;
    if (current) report.updated += 1;
    else report.created += 1;
    const rowId = current?.id ?? id ?? importedId(importId, index);
    ready.push({
      row: { ...values, id: rowId, created_at: current?.created_at },
      action: current ? 'update' : 'create',
      index,
      before: current ?? retried.get(rowId),
    });
  }
  if (table.unique) {
    const rule = table.unique;
    const conflicts = await importConflicts(
      ctx.db,
      ctx.tenant.emis,
      rule,
      ready.map(({ row, before }) => ({ id: row.id, before, after: row })),
    );
    for (const position of [...conflicts].sort((a, b) => b - a)) {
      const [taken] = ready.splice(position, 1);
      if (!taken) continue;
      report.accepted -= 1;
      if (taken.action === 'update') report.updated -= 1;
      else report.created -= 1;
      report.rejected.push({ row: taken.index + 1, errors: { [rule.column]: rule.message } });
    }
    report.rejected.sort((a, b) => a.row - b.row);
  }
  if (dryRun) return report;
  if (report.rejected.length > 0)
    throw new AppError(400, 'Some rows are not valid: nothing was written', {
      fields: { rows: `${report.rejected.length} rejected` },
    });
  const at = stamp(ctx);
  const record = recordOf(table);
  const writes = ready.map(({ row, before }, index) => ({
    before,
    row,
    write: record.imported(ctx, before, row, {
      auditId: importedId(`${importId}:audit`, index),
      writable: columnValues(table, row),
      at,
    }),
  }));
  // A row's figure items, and the one item its derived writes may move (its matter).
  const figureCount = ({ row, before }: (typeof writes)[number], tx: KernelTx) =>
    figureSteps(ctx, table, tx, [
      before
        ? { action: 'update' as const, current: before, changes: columnValues(table, row) }
        : { action: 'create' as const, row },
    ]).length + (hasDerivedWrites(table) ? 1 : 0);
  for (const chunk of chunksOf(ctx, writes, figureCount)) {
    // An existing row changed by the import answers to the table's guard like an edit.
    const updates = chunk.flatMap(({ row, before }) =>
      before
        ? [{ action: 'update' as const, current: before, changes: columnValues(table, row) }]
        : [],
    );
    // New rows add to the table's figures; changed ones move theirs.
    const created = chunk.flatMap(({ row, before }) =>
      before ? [] : [{ action: 'create' as const, row }],
    );
    await commitRows(ctx, async (tx) => [
      ...(await guardSteps(ctx, table, tx, updates)),
      ...chunk.flatMap(({ write }) => write.steps(tx)),
      ...figureSteps(ctx, table, tx, [...updates, ...created]),
      ...(await derivedWriteSteps(ctx, table, tx, [...updates, ...created])),
    ]);
  }
  if (table.site) siteChanged(ctx);
  return { ...report, written: true };
}
