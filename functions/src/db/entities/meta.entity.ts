import { Entity } from 'electrodb';
import { SERVICE } from './model';

/** Small global facts about the installation itself (for instance which seed version ran). */
export const MetaEntity = new Entity({
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
