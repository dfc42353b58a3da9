import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A plan payment (issue 27): a renewal or an upgrade the card gateway confirmed, written in the
 * notification's transaction with the company's new plan or date. `id` is `<created_at>#<token>`
 * (newest last in the partition; the history reads it backwards), so a replayed notification
 * writes the same id and is refused.
 */
export const planPaymentDefinition = defineEntity({
  model: { entity: 'planPayment', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    kind: { type: ['renewal', 'upgrade'] as const, required: true, readOnly: true },
    /** Cents charged. */
    cents: { type: 'number', required: true, readOnly: true },
    /** The gateway's payment id. */
    reference: { type: 'string', required: true, readOnly: true },
    checkout_token: { type: 'string', required: true, readOnly: true },
    plan_from: { type: 'string', required: true, readOnly: true },
    plan_to: { type: 'string', required: true, readOnly: true },
    paid_until_from: { type: 'string', required: true, readOnly: true },
    paid_until_to: { type: 'string', required: true, readOnly: true },
    created_by: { type: 'string' },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#plan_payment', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const PlanPaymentEntity: EntityOf<typeof planPaymentDefinition>;
