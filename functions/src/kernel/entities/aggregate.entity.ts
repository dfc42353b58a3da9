import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A running figure of a company (a month's expenses of one category, a client's balance, a
 * year's payroll totals): `amount` in cents and `count` of records, kept by `ADD` in the same
 * transaction as the write that changes them (kernel/aggregates.ts), so a period's figures read
 * a few items whatever the company's history holds; `second` is an optional second sum of the
 * same records kept on the same item (one write, not two, per change). `name` says which figure family; `key`
 * sorts inside it (`2026-11|rent`), so a period is one range Query.
 */
export const aggregateDefinition = defineEntity({
  model: { entity: 'aggregate', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    amount: { type: 'number' },
    count: { type: 'number' },
    /** An optional second sum of the same records (an invoice family's VAT beside its total). */
    second: { type: 'number' },
  },
  indexes: {
    byKey: {
      pk: {
        field: 'pk',
        composite: ['emis', 'name'],
        template: '${emis}#agg#${name}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: ['key'], template: '${key}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const AggregateEntity: EntityOf<typeof aggregateDefinition>;
