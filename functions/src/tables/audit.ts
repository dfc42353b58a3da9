import { ulid } from 'ulid';
import type { AuditEntry } from '@shared/tables/types';
import { actorOf, type Actor, type RequestContext } from '../kernel/context';
import type { Step, TxEntities as KernelTx } from '../kernel/transaction';
import type { TxEntities } from './store';

export type { Actor };

export type AuditInput = {
  table: string;
  rowId: string;
  action: AuditEntry['action'];
  field?: string;
  oldValue?: unknown;
  newValue?: unknown;
  at: string;
  id?: string;
  /** Who made the change when it is no user of the company (a web store buyer). */
  userName?: string;
};

const asText = (value: unknown) =>
  value === null || value === undefined
    ? undefined
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The audit entry of one change (who, when, table, row, field, old and new value), a write of
 * the change's own transaction. A table's record (record.ts) adds it to every write of a row,
 * the manager's and the domain routes' (save-client, save-product...), so a table's history is
 * complete.
 */
export function auditWrite(tx: TxEntities, actor: Actor, entry: AuditInput) {
  return tx
    .auditEntry!.put({
      emis: actor.emis,
      table: entry.table,
      row_id: entry.rowId,
      id: entry.id ?? ulid(),
      action: entry.action,
      field: entry.field,
      old_value: asText(entry.oldValue),
      new_value: asText(entry.newValue),
      user_id: actor.userId,
      user_name: entry.userName,
      at: entry.at,
      request_id: actor.requestId,
    })
    .commit();
}

/**
 * The audit entry of a change as a step of the change's transaction; none for the system's own
 * work (the seed, the dispatcher). Domains whose records are no data table (payroll runs, school
 * payments, sales) write their trail's entries through it: the same entries, read by the same
 * history routes (trails.ts).
 */
export function auditSteps(tx: KernelTx, ctx: RequestContext, entry: AuditInput): Step[] {
  const actor = actorOf(ctx);
  if (!actor) return [];
  return [auditStep(tx, actor, entry)];
}

/** An audit entry of a change made by `actor` (a web store sale settles with no user signed in). */
export function auditStep(tx: KernelTx, actor: Actor, entry: AuditInput): Step {
  return {
    name: `audit ${entry.rowId}`,
    write: auditWrite(tx as unknown as TxEntities, actor, entry),
  };
}
