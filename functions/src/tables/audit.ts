import { ulid } from 'ulid';
import type { AuditEntry } from '@shared/tables/types';
import type { Actor } from '../kernel/context';
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
      at: entry.at,
      request_id: actor.requestId,
    })
    .commit();
}
