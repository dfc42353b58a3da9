import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** A per-company sequence (invoice and quote numbers...), advanced inside transactions. */
export const counterDefinition = defineEntity({
  model: { entity: 'counter', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    value: { type: 'number', required: true, default: 0 },
    // Running sums of the documents the sequence numbers (quotes: their totals; invoices: their
    // totals and payments), kept in the same transactions, so the dashboard reads two items.
    total: { type: 'number' },
    paid: { type: 'number' },
  },
  indexes: {
    byName: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#counter', casing: 'none' },
      sk: { field: 'sk', composite: ['name'], template: '${name}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const CounterEntity: EntityOf<typeof counterDefinition>;
