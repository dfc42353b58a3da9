import { Entity } from 'electrodb';
import { SERVICE } from './model';

/** The last good exchange-rate table fetched from the rate service, shared by all functions. */
export const ExchangeRateEntity = new Entity({
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
