import { documentFields } from './document-fields';
import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * An invoice, keyed by its number. `total_paid` is the sum of its payments, raised in the same
 * transaction as each payment under the condition that it stays within the total.
 */
export const invoiceDefinition = defineEntity({
  model: { entity: 'invoice', version: '1', service: SERVICE },
  attributes: {
    ...documentFields,
    due_date: { type: 'string', required: true },
    total_paid: { type: 'number', required: true, default: 0 },
    quote_number: { type: 'number' },
    // The legal matter a bills-to-invoice conversion made it for: a matter's invoices are its
    // client's invoices (one Query of byClient) with this case_id.
    case_id: { type: 'string' },
    /**
     * The invoice reminders' due-time index (gsi3, INVOICE_REMINDER_DUE by day, reminders.ts):
     * the next day the reminder job looks at this invoice. Written when it is issued or changed
     * unpaid, moved on by the job to the next stage's first day, removed once it is paid in full
     * or has no stage left, so the job reads what is due by now, never the invoices' history.
     */
    remind_key: { type: 'string', field: 'gsi3pk', hidden: true },
    remind_at: { type: 'string', field: 'gsi3sk', hidden: true },
    /**
     * The unpaid invoices' index (gsi4, sparse, unpaid-index.ts): `<emis>#invoice_unpaid` by
     * `<due date>#<seq>` while it has a balance, removed in the transaction that pays it in full,
     * so the overdue list is one key-range Query of what is due before today.
     */
    unpaid_key: { type: 'string', field: 'gsi4pk', hidden: true },
    unpaid_at: { type: 'string', field: 'gsi4sk', hidden: true },
  },
  indexes: {
    byNumber: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#invoice', casing: 'none' },
      sk: { field: 'sk', composite: ['seq'], template: '${seq}', casing: 'none' },
    },
    byClient: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'client_id'],
        template: '${emis}#client_docs#${client_id}',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['seq'],
        template: 'invoice#${seq}',
        casing: 'none',
      },
    },
    // A client's statement of account (issue 24): its invoices and the payments on them in
    // one partition, by day (invoices before payments on a day, then by number), so a period's
    // lines are one paged key-range Query. The company's period figures (output VAT, invoice
    // totals) are aggregates (figures.ts), not reads of this index.
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
        composite: ['date', 'seq'],
        template: '${date}#0#${seq}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const InvoiceEntity: EntityOf<typeof invoiceDefinition>;
