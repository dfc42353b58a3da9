import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/**
 * A legal matter (extended.md §3 "Case/matter"): the client, the parties, the court, the scale
 * of fees and the attorney type that price its billables, its status and dates. Money the matter
 * holds in trust is not kept here: it is the matter's trust account (trust.entity.ts), changed
 * only by trust entries under a condition that it never goes below zero.
 */
export const matterDefinition = defineEntity({
  model: { entity: 'matter', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    title: { type: 'string', required: true },
    file_number: { type: 'string', required: true },
    client_id: { type: 'string', required: true },
    // The client's reference (ID number) as it was when the matter was opened.
    client_reference: { type: 'string' },
    petitioners: { type: 'string' },
    respondents: { type: 'string' },
    presiding_officer: { type: 'string' },
    start_date: { type: 'string' },
    end_date: { type: 'string' },
    date_captured: { type: 'string' },
    court_type_id: { type: 'string' },
    scale_id: { type: 'string' },
    attorney_type_id: { type: 'string' },
    status_id: { type: 'string' },
    description: { type: 'string' },
    notes: { type: 'string' },
    outcome: { type: 'string' },
    created_by: { type: 'string' },
    // The matters list's figure (legal/figures.ts): the earliest due date of its open tasks,
    // written with every task change at `tasks_version` (the race guard of those writes).
    next_task_due: { type: 'string' },
    tasks_version: { type: 'number' },
  },
  indexes: {
    byCompany: byCompany('matter'),
    // A client's matters (the client profile's matters list, the conflict check): one Query.
    byClient: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'client_id'],
        template: '${emis}#client_matters#${client_id}',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['id'], template: 'matter#${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const MatterEntity: EntityOf<typeof matterDefinition>;
