import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One item per gateway payment id applied: created with attribute_not_exists in the transaction
 * that records the payment, so a notification applies once however often it is delivered.
 */
export const gatewayPaymentDefinition = defineEntity({
  model: { entity: 'gateway_payment', version: '1', service: SERVICE },
  attributes: {
    gateway_payment_id: { type: 'string', required: true, readOnly: true },
    token: { type: 'string', required: true },
    emis: { type: 'string', required: true },
    created_at: { type: 'string' },
  },
  indexes: {
    byId: {
      pk: {
        field: 'pk',
        composite: ['gateway_payment_id'],
        template: 'gateway-payment#${gateway_payment_id}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: 'gateway_payment', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const GatewayPaymentEntity: EntityOf<typeof gatewayPaymentDefinition>;
