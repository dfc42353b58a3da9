import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * An invoice's place in its legal matter's list (issue 24): one small item per invoice made for
 * a matter, `<emis>#matter_invoice#<case_id>` by invoice number, written in the transaction that
 * writes the invoice. A matter's invoices are one Query of it and a batch read of those
 * invoices: the invoice's own four index slots are taken, and filtering the client's invoices
 * for the matter read up to a thousand of them. Invoices are never deleted, so a link never
 * points at nothing.
 */
export const matterInvoiceDefinition = defineEntity({
  model: { entity: 'matter_invoice', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true },
    case_id: { type: 'string', required: true },
    seq: { type: 'string', required: true },
    number: { type: 'number', required: true },
  },
  indexes: {
    byMatter: {
      pk: {
        field: 'pk',
        composite: ['emis', 'case_id'],
        template: '${emis}#matter_invoice#${case_id}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: ['seq'], template: '${seq}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const MatterInvoiceEntity: EntityOf<typeof matterInvoiceDefinition>;
