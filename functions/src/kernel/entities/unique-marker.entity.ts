import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * Uniqueness marker: one item per (company, scope, normalised value), created with
 * attribute_not_exists in the same transaction as the row that holds the value and deleted in
 * the same transaction as its removal or rename. `ref_id` is the row's id.
 */
export const uniqueMarkerDefinition = defineEntity({
  model: { entity: 'unique_marker', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    scope: { type: 'string', required: true, readOnly: true },
    value: { type: 'string', required: true, readOnly: true },
    ref_id: { type: 'string', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    byValue: {
      pk: {
        field: 'pk',
        composite: ['emis', 'scope'],
        template: '${emis}#unique#${scope}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: ['value'], template: '${value}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const UniqueMarkerEntity: EntityOf<typeof uniqueMarkerDefinition>;
