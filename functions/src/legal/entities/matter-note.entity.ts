import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';
import { byCase } from './by-case';

/** A note on a matter (extended.md §3 Matter note). Amounts in cents. */
export const matterNoteDefinition = defineEntity({
  model: { entity: 'matter_note', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    case_id: { type: 'string', required: true },
    description: { type: 'string', required: true },
    billable_activity: { type: 'string' },
    amount: { type: 'number' },
    units: { type: 'number' },
    total: { type: 'number' },
    note_date: { type: 'string' },
    billing_date: { type: 'string' },
    client_reference: { type: 'string' },
  },
  indexes: { byCompany: byCompany('matter_note'), byCase: byCase('notes') },
});
export declare const MatterNoteEntity: EntityOf<typeof matterNoteDefinition>;
