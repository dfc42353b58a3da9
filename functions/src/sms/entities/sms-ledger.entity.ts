import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** One change of a company's SMS credits, written in the same transaction as the change. */
export const smsLedgerDefinition = defineEntity({
  model: { entity: 'sms_ledger', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    kind: { type: ['grant', 'spend', 'refund', 'adjust'] as const, required: true },
    /** Signed: positive adds to the balance, negative takes from it. */
    credits: { type: 'number', required: true },
    note: { type: 'string' },
    /** The send (batch id) a spend or refund belongs to. */
    ref: { type: 'string' },
    by: { type: 'string' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#sms_ledger', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SmsLedgerEntity: EntityOf<typeof smsLedgerDefinition>;
