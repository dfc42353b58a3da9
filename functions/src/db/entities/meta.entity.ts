import { defineEntity, SERVICE, type EntityOf } from './model';

/** Small global facts about the installation itself (for instance which seed version ran). */
export const metaDefinition = defineEntity({
  model: { entity: 'meta', version: '1', service: SERVICE },
  attributes: {
    name: { type: 'string', required: true, readOnly: true },
    value: { type: 'string', required: true },
    updated_at: { type: 'string' },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: ['name'], template: 'meta#${name}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'meta', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const MetaEntity: EntityOf<typeof metaDefinition>;
