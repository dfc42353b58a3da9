import { REFUND_KINDS, REFUND_STATUSES } from '@shared/refunds/schemas';
import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

const text = { type: 'string' } as const;

/**
 * Money the card flow took and could not deliver on (issue 27): a store order paid short or
 * whose stock was gone, a sign-up whose domain was taken while paying. Keyed by the checkout's
 * token (one per gateway payment), created in the transaction that records the failure, on
 * condition that none exists: a repeated notification records it once. Global, like the
 * checkout: the provider refunds it at the gateway. gsi1 lists them by status, newest last.
 */
export const refundOwedDefinition = defineEntity({
  model: { entity: 'refund_owed', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    status: { type: REFUND_STATUSES, required: true },
    kind: { type: REFUND_KINDS, required: true, readOnly: true },
    /** Cents, in `currency`. */
    amount: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    emis: { type: 'string', required: true, readOnly: true },
    company_name: { type: 'string', required: true },
    reference: { type: 'string', required: true },
    payer_name: { type: 'string', required: true },
    payer_email: { type: 'string', required: true },
    reason: { type: 'string', required: true },
    gateway_payment_id: { type: 'string', required: true, readOnly: true },
    created_at: { type: 'string', required: true, readOnly: true },
    refunded_at: text,
    refunded_by: text,
    note: text,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'refund_owed#${id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'refund_owed', casing: 'none' },
    },
    byStatus: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['status'],
        template: 'refunds_owed#${status}',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['created_at', 'id'],
        template: '${created_at}#${id}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const RefundOwedEntity: EntityOf<typeof refundOwedDefinition>;
