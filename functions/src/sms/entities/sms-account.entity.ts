import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A company's SMS account: the credit balance and the running counts the analytics read. The
 * balance only changes in a transaction with its ledger entry; a spend is `ADD -n` conditioned
 * on `balance >= n`, so concurrent sends can never take it below zero.
 */
export const smsAccountDefinition = defineEntity({
  model: { entity: 'sms_account', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    balance: { type: 'number' },
    sent: { type: 'number' },
    delivered: { type: 'number' },
    rejected: { type: 'number' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#sms', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'account', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SmsAccountEntity: EntityOf<typeof smsAccountDefinition>;
