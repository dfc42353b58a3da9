import { PAYMENT_METHODS } from '@shared/documents/schemas';
import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A payment towards a student's fees: taken at the school, or by card (then written by the
 * gateway's notification, with the gateway's payment id). A student's payments of a period are
 * one key-range Query (byStudentDate).
 */
export const schoolPaymentDefinition = defineEntity({
  model: { entity: 'school_payment', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sid: { type: 'string', required: true, readOnly: true },
    // A ULID (or the caller's request id): a student's payments sort by time.
    id: { type: 'string', required: true, readOnly: true },
    year: { type: 'number', required: true },
    rec_num: { type: 'number', required: true, readOnly: true },
    description: { type: 'string', required: true },
    amount: { type: 'number', required: true },
    method: { type: PAYMENT_METHODS, required: true },
    entry_date: { type: 'string', required: true },
    source: { type: ['school', 'online'] as const, required: true, readOnly: true },
    billing_id: { type: 'string' },
    checkout_token: { type: 'string' },
    gateway_payment_id: { type: 'string' },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    row_version: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byStudent: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#school_payment', casing: 'none' },
      sk: { field: 'sk', composite: ['sid', 'id'], template: '${sid}#${id}', casing: 'none' },
    },
    // The finance dashboard's income (issue 14): a period's fee payments are one key-range Query.
    byDate: {
      index: 'gsi2',
      pk: {
        field: 'gsi2pk',
        composite: ['emis'],
        template: '${emis}#school_payment_by_date',
        casing: 'none',
      },
      sk: {
        field: 'gsi2sk',
        composite: ['entry_date', 'sid', 'id'],
        template: '${entry_date}#${sid}#${id}',
        casing: 'none',
      },
    },
    // One student's payments by entry date (a statement's period, a year, a day): a key-range
    // Query of that student's own partition, never every payment they ever made.
    byStudentDate: {
      index: 'gsi3',
      pk: {
        field: 'gsi3pk',
        composite: ['emis', 'sid'],
        template: '${emis}#school_payment_of#${sid}',
        casing: 'none',
      },
      sk: {
        field: 'gsi3sk',
        composite: ['entry_date', 'id'],
        template: '${entry_date}#${id}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SchoolPaymentEntity: EntityOf<typeof schoolPaymentDefinition>;
