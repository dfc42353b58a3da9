import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A card checkout: what we asked the gateway to charge, by our reference (`token`, sent as
 * `m_payment_id` and in the return address). Global by token, since the gateway's notification
 * names only the token; `emis` says whose it is. It turns `complete` once, in the transaction
 * that records the payment.
 */
export const checkoutDefinition = defineEntity({
  model: { entity: 'checkout', version: '1', service: SERVICE },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    emis: { type: 'string', required: true, readOnly: true },
    purpose: {
      type: ['fees', 'donation', 'onboarding', 'store', 'plan', 'invoice'] as const,
      required: true,
      readOnly: true,
    },
    status: { type: ['pending', 'complete', 'cancelled', 'failed'] as const, required: true },
    /** Cents. */
    amount: { type: 'number', required: true, readOnly: true },
    item_name: { type: 'string', required: true },
    /** Fees: the student and what each part pays for. */
    sid: { type: 'string' },
    items: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          description: { type: 'string', required: true },
          amount: { type: 'number', required: true },
          billing_id: { type: 'string' },
        },
      },
    },
    /** Donations: who gave. */
    donor_name: { type: 'string' },
    donor_phone: { type: 'string' },
    /** Store: the order it pays for. */
    order_id: { type: 'string' },
    /** An emailed invoice's balance (issue 28): the invoice it pays. */
    invoice_number: { type: 'number' },
    created_by: { type: 'string' },
    created_at: { type: 'string', required: true },
    completed_at: { type: 'string' },
    gateway_payment_id: { type: 'string' },
    amount_fee: { type: 'number' },
    payment_id: { type: 'string' },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'], template: 'checkout#${token}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'checkout', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const CheckoutEntity: EntityOf<typeof checkoutDefinition>;
