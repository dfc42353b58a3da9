import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * Where an event is by its id: its start (the sort key of the event's item). Written and moved
 * in the same transaction as the event, so save and delete by `eventId` read one item, then the
 * event itself.
 */
export const eventRefDefinition = defineEntity({
  model: { entity: 'event_ref', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    start: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#event_ref', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
export declare const EventRefEntity: EntityOf<typeof eventRefDefinition>;
