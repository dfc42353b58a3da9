import { defineEntity, SERVICE, type EntityOf } from './model';

/** The last good exchange-rate table fetched from the rate service, shared by all functions. */
export const exchangeRateDefinition = defineEntity({
  model: { entity: 'exchange_rate', version: '1', service: SERVICE },
  attributes: {
    base: { type: 'string', required: true, readOnly: true },
    rates: { type: 'any', required: true },
    as_of: { type: 'string', required: true },
    fetched_at: { type: 'string', required: true },
  },
  indexes: {
    byBase: {
      pk: { field: 'pk', composite: ['base'], template: 'fx#${base}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'rates', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const ExchangeRateEntity: EntityOf<typeof exchangeRateDefinition>;
