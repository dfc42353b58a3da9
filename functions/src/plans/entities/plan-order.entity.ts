import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * What a plan checkout buys (by the checkout's token): a renewal or an upgrade, the plan and date
 * it was quoted on and the plan it gives. The checkout (payments) holds the amount and status;
 * the settlement reads this to know what to change.
 */
export const planOrderDefinition = defineEntity({
  model: { entity: 'planOrder', version: '1', service: SERVICE },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    emis: { type: 'string', required: true, readOnly: true },
    kind: { type: ['renewal', 'upgrade'] as const, required: true, readOnly: true },
    cents: { type: 'number', required: true, readOnly: true },
    plan_from: { type: 'string', required: true, readOnly: true },
    plan_to: { type: 'string', required: true, readOnly: true },
    paid_until_from: { type: 'string', required: true, readOnly: true },
    created_by: { type: 'string' },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'], template: 'plan_order#${token}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'plan_order', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const PlanOrderEntity: EntityOf<typeof planOrderDefinition>;
