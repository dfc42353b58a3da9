import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One movement of a matter's trust money: a deposit, a transfer to business against an invoice,
 * or a refund to the client. Numbered per matter (`seq`, zero-padded, so a matter's entries are
 * one Query in recording order) and never changed: a mistake is corrected by another entry.
 * `request_id` is the caller's request id (recorded once by the kernel's request records).
 */
export const trustEntryDefinition = defineEntity({
  model: { entity: 'trust_entry', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    matter_id: { type: 'string', required: true, readOnly: true },
    seq: { type: 'string', required: true, readOnly: true },
    kind: { type: ['deposit', 'transfer', 'refund'] as const, required: true, readOnly: true },
    /** Cents, always positive: the kind says which way it moved. */
    amount: { type: 'number', required: true, readOnly: true },
    /** The balance once this entry was recorded. */
    balance_after: { type: 'number', required: true, readOnly: true },
    /** YYYY-MM-DD. */
    entry_date: { type: 'string', required: true, readOnly: true },
    reference: { type: 'string' },
    invoice_number: { type: 'number' },
    request_id: { type: 'string', required: true, readOnly: true },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
  },
  indexes: {
    byMatter: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#trust_entry', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['matter_id', 'seq'],
        template: '${matter_id}#${seq}',
        casing: 'none',
      },
    },
    // A matter's entries by date (entries are in date order as well as recording order): a
    // statement reads its opening entry and its period's lines, not the matter's whole ledger.
    byMatterDate: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'matter_id'],
        template: '${emis}#trust_entry_date#${matter_id}',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['entry_date', 'seq'],
        template: '${entry_date}#${seq}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const TrustEntryEntity: EntityOf<typeof trustEntryDefinition>;
