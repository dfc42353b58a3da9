import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A data migration's progress (system/migrations): where its pass over the table stands, so a
 * run that stops (a Lambda's time, a failure) resumes from its cursor, and a finished one is
 * never run again. One item per migration, across companies.
 */
export const migrationDefinition = defineEntity({
  model: { entity: 'migration', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    status: { type: ['running', 'done'] as const, required: true },
    /** The pass's position (the last key read, JSON); none at the start and when done. */
    cursor: { type: 'string' },
    scanned: { type: 'number', required: true, default: 0 },
    written: { type: 'number', required: true, default: 0 },
    started_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
    finished_at: { type: 'string' },
    /** A run holds the migration until then: a second runner at the same time leaves it. */
    lease_until: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: [], template: 'migration', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const MigrationEntity: EntityOf<typeof migrationDefinition>;
