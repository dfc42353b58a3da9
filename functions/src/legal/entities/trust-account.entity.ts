import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A matter's trust account (Legal Practice Act 28 of 2014, s86): the client money the firm holds
 * for one matter, in cents. `balance` and `row_version` change only in the same transaction as
 * a trust entry, on condition that the version is still the one read and (for money going out)
 * that the balance covers it: it can never go below zero. `row_version` is also the number of
 * entries, so the next entry's number is `row_version + 1`.
 */
export const trustAccountDefinition = defineEntity({
  model: { entity: 'trust_account', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    matter_id: { type: 'string', required: true, readOnly: true },
    client_id: { type: 'string', required: true },
    balance: { type: 'number', required: true, default: 0 },
    // The latest entry's date (YYYY-MM-DD): a new entry may not be dated before it.
    last_date: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    row_version: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byMatter: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#trust_account', casing: 'none' },
      sk: { field: 'sk', composite: ['matter_id'], template: '${matter_id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const TrustAccountEntity: EntityOf<typeof trustAccountDefinition>;
