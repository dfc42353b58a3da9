import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { byCompany, tenantRow } from '../../db/entities/tenant-row';

/** A note on a client's profile (the spec's Note: title, body, sid, date). */
export const clientNoteDefinition = defineEntity({
  model: { entity: 'client_note', version: '1', service: SERVICE },
  attributes: {
    ...tenantRow,
    // The client's id (the spec's `sid`).
    client_id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    body: { type: 'string', required: true },
    date: { type: 'string', required: true },
    created_by: { type: 'string' },
  },
  indexes: {
    byCompany: byCompany('client_note'),
    // A client's notes, one Query.
    byClient: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'client_id'],
        template: '${emis}#client_note#${client_id}',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ClientNoteEntity: EntityOf<typeof clientNoteDefinition>;
