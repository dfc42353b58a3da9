import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

const text = { type: 'string' } as const;
const number = { type: 'number' } as const;

/**
 * A company's closure (issue 27), one item: who asked and when, the export's archive, and where
 * the closing work stands. The company item carries the dates every request reads
 * (close_requested_at, closing_at, closed_at) and the due-time index (gsi3) the job follows.
 */
export const closureDefinition = defineEntity({
  model: { entity: 'closure', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    requested_at: { type: 'string', required: true },
    requested_by: { type: 'string', required: true },
    requested_by_name: text,
    notice_days: { type: 'number', required: true },
    closing_at: { type: 'string', required: true },
    /** pending until the archive is written, then ready. */
    export_status: { type: ['pending', 'ready'] as const, required: true },
    export_key: text,
    export_name: text,
    export_ready_at: text,
    export_files: number,
    export_bytes: number,
    closed_at: text,
    purge_on: text,
    purged_at: text,
    retain_until: text,
    deleted_items: number,
    retained_items: number,
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#closure', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'closure', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ClosureEntity: EntityOf<typeof closureDefinition>;
