import { defineEntity, SERVICE, type EntityOf } from './model';

/**
 * A fixed-window counter for throttles and rate limits (failed sign-ins per account and per
 * address, public emails per address). Global: a sign-in happens before a tenant is known.
 */
export const rateWindowDefinition = defineEntity({
  model: { entity: 'rate_window', version: '1', service: SERVICE },
  attributes: {
    bucket: { type: 'string', required: true, readOnly: true },
    window: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byBucket: {
      pk: { field: 'pk', composite: ['bucket'], template: 'rate#${bucket}', casing: 'none' },
      sk: { field: 'sk', composite: ['window'], template: '${window}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const RateWindowEntity: EntityOf<typeof rateWindowDefinition>;
