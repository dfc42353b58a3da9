import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** `pending_key` of an unpaid store order: the expiry sweep's partition (all companies). */
export const STORE_PENDING_KEY = 'store_order_pending';

/**
 * A web store order (issue 16): a snapshot of the cart as the catalogue priced it (the browser's
 * prices are never read), the buyer, delivery or collection. While `pending` its lines' quantities
 * are held on the products (`reserved`) and it carries the sparse expiry key (gsi2:
 * `store_order_pending` / `<reserved_until>#<emis>#<id>`), so the scheduler's sweep finds the
 * lapsed ones with one Query across companies; paying or expiring removes the key in the same
 * write that takes or releases the stock.
 */
export const storeOrderDefinition = defineEntity({
  model: { entity: 'store_order', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    // A ULID: a company's orders sort by time.
    id: { type: 'string', required: true, readOnly: true },
    status: { type: ['pending', 'paid', 'expired', 'cancelled'] as const, required: true },
    lines: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          product_id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          code: { type: 'string' },
          unit_price: { type: 'number', required: true },
          quantity: { type: 'number', required: true },
          line_total: { type: 'number', required: true },
        },
      },
    },
    /** Cents, VAT included: what the buyer is charged. */
    total: { type: 'number', required: true },
    /** Whether the shelf prices included VAT (else it was added); absent on older orders: yes. */
    prices_include_vat: { type: 'boolean' },
    currency: { type: 'string', required: true },
    buyer_name: { type: 'string', required: true },
    buyer_email: { type: 'string', required: true },
    buyer_phone: { type: 'string', required: true },
    fulfilment: { type: ['delivery', 'collection'] as const, required: true },
    delivery_address: { type: 'string' },
    collect_from: { type: 'string' },
    /** The card checkout's token (the buyer's return address names it). */
    checkout_token: { type: 'string' },
    reserved_until: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    paid_at: { type: 'string' },
    expired_at: { type: 'string' },
    invoice_number: { type: 'number' },
    gateway_payment_id: { type: 'string' },
    /** Paid after its reservation lapsed, with too little stock left to take: staff must act. */
    short: { type: 'boolean' },
    /** When the buyer's confirmation email went (once). */
    confirmation_sent_at: { type: 'string' },
    pending_key: { type: 'string', field: 'gsi2pk', hidden: true },
    pending_sort: { type: 'string', field: 'gsi2sk', hidden: true },
    /**
     * While pending, the buyer's open holds in the shop (gsi3: `<emis>#store_hold#<email>` /
     * `<reserved_until>#<id>`): the per-buyer limit counts them (store/limits.ts).
     */
    hold_key: { type: 'string', field: 'gsi3pk', hidden: true },
    hold_sort: { type: 'string', field: 'gsi3sk', hidden: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#store_order', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const StoreOrderEntity: EntityOf<typeof storeOrderDefinition>;
