import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One change made through the data-table manager: who, when, which row and field, old and new
 * value. Written in the same transaction as the change; a row's history is one Query, and so
 * is a table's (deletions included).
 */
export const auditEntryDefinition = defineEntity({
  model: { entity: 'audit_entry', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    table: { type: 'string', required: true, readOnly: true },
    row_id: { type: 'string', required: true, readOnly: true },
    // A ULID: entries of a row sort by time.
    id: { type: 'string', required: true, readOnly: true },
    action: { type: ['create', 'update', 'delete', 'import'] as const, required: true },
    field: { type: 'string' },
    old_value: { type: 'string' },
    new_value: { type: 'string' },
    user_id: { type: 'string', required: true },
    user_name: { type: 'string' },
    at: { type: 'string', required: true },
    request_id: { type: 'string' },
  },
  indexes: {
    byRow: {
      pk: {
        field: 'pk',
        composite: ['emis', 'table'],
        template: '${emis}#audit#${table}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: ['row_id', 'id'], template: '${row_id}#${id}', casing: 'none' },
    },
    // A table's changes in time order (ids are ULIDs), deleted rows included.
    byTable: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'table'],
        template: '${emis}#audit#${table}',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const AuditEntryEntity: EntityOf<typeof auditEntryDefinition>;
