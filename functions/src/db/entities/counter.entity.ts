import { Entity } from 'electrodb';
import { SERVICE } from './model';

/** A per-company sequence (invoice and quote numbers...), advanced inside transactions. */
export const CounterEntity = new Entity({
  model: { entity: 'counter', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    value: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#counter', casing: 'none' },
      sk: { field: 'sk', composite: ['name'], template: '${name}', casing: 'none' },
    },
  },
});
