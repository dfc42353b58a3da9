import { PAYMENT_METHODS } from '@shared/documents/schemas';
import { TRUST_PAYMENT_METHOD } from '@shared/legal/trust';
import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** One payment towards an invoice; an invoice's payments are one Query. */
export const paymentDefinition = defineEntity({
  model: { entity: 'payment', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    invoice_number: { type: 'number', required: true, readOnly: true },
    invoice_seq: { type: 'string', required: true, readOnly: true },
    // The invoice's client (issue 24): the payment is a line of that client's statement. An
    // invoice with payments keeps its client (kinds.ts).
    client_id: { type: 'string', required: true, readOnly: true },
    // A ULID: payments of an invoice sort by time.
    id: { type: 'string', required: true, readOnly: true },
    amount: { type: 'number', required: true },
    // The request methods, and 'Trust': money transferred from a legal matter's trust account,
    // which only the trust ledger records (mark-invoices-paid does not accept it).
    method: { type: [...PAYMENT_METHODS, TRUST_PAYMENT_METHOD] as const, required: true },
    entry_date: { type: 'string', required: true },
    // The payer's reference (issue 28); older payments have none.
    reference: { type: 'string' },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
  },
  indexes: {
    byInvoice: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#payment', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['invoice_seq', 'id'],
        template: '${invoice_seq}#${id}',
        casing: 'none',
      },
    },
    // The client's statement of account (issue 24): beside the client's invoices in one
    // partition (invoice.entity.ts), after the day's invoices. The dashboard's income is an
    // aggregate (figures.ts).
    byStatement: {
      index: 'gsi2',
      pk: {
        field: 'gsi2pk',
        composite: ['emis', 'client_id'],
        template: '${emis}#statement#${client_id}',
        casing: 'none',
      },
      sk: {
        field: 'gsi2sk',
        composite: ['entry_date', 'invoice_seq', 'id'],
        template: '${entry_date}#1#${invoice_seq}#${id}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const PaymentEntity: EntityOf<typeof paymentDefinition>;
