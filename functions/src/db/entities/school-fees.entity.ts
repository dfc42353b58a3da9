import { PAYMENT_METHODS } from '@shared/documents/schemas';
import { defineEntity, SERVICE, type EntityOf } from './model';

/**
 * A student's fee account for one school year: the opening balance, the year's fee, the other
 * billings and the running sum of the year's payments, all in cents. Every payment changes
 * `paid` (and a billing's `paid`) in the same transaction as the payment itself, on condition
 * that `row_version` is still the one read: the balance can never drift from its payments.
 */
export const feeAccountDefinition = defineEntity({
  model: { entity: 'fee_account', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sid: { type: 'string', required: true, readOnly: true },
    year: { type: 'number', required: true, readOnly: true },
    opening: { type: 'number', required: true, default: 0 },
    fee: { type: 'number', required: true, default: 0 },
    billings: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          description: { type: 'string', required: true },
          amount: { type: 'number', required: true },
          paid: { type: 'number', required: true },
          due_date: { type: 'string' },
        },
      },
    },
    paid: { type: 'number', required: true, default: 0 },
    comment: { type: 'string' },
    /** The fee's due date (`YYYY-MM-DD`), for reminders. */
    due_date: { type: 'string' },
    updated_at: { type: 'string' },
    row_version: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byStudent: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#fee_account', casing: 'none' },
      sk: { field: 'sk', composite: ['sid', 'year'], template: '${sid}#${year}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const FeeAccountEntity: EntityOf<typeof feeAccountDefinition>;

/**
 * A payment towards a student's fees: taken at the school, or by card (then written by the
 * gateway's notification, with the gateway's payment id). A student's payments are one Query.
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
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SchoolPaymentEntity: EntityOf<typeof schoolPaymentDefinition>;

/** Whether a student's card is at the school (update-card-status / get-card-status). */
export const studentCardDefinition = defineEntity({
  model: { entity: 'student_card', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sid: { type: 'string', required: true, readOnly: true },
    present: { type: 'boolean', required: true },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byStudent: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#student_card', casing: 'none' },
      sk: { field: 'sk', composite: ['sid'], template: '${sid}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const StudentCardEntity: EntityOf<typeof studentCardDefinition>;

/**
 * A school's opt-in to fee reminders, one global item per school: the reminder sweep finds
 * every school that wants them with one Query.
 */
export const feeReminderSettingDefinition = defineEntity({
  model: { entity: 'fee_reminder_setting', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    channel: { type: ['sms', 'email'] as const, required: true },
    updated_by: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    bySchool: {
      pk: { field: 'pk', composite: [], template: 'fee-reminder-settings', casing: 'none' },
      sk: { field: 'sk', composite: ['emis'], template: '${emis}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const FeeReminderSettingEntity: EntityOf<typeof feeReminderSettingDefinition>;

/**
 * One item per student and due date reminded: created with attribute_not_exists before (email)
 * or in the same transaction as (SMS) the reminder, so a due date is never reminded twice.
 */
export const feeReminderDefinition = defineEntity({
  model: { entity: 'fee_reminder', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    sid: { type: 'string', required: true, readOnly: true },
    due_date: { type: 'string', required: true, readOnly: true },
    channel: { type: ['sms', 'email'] as const, required: true },
    balance: { type: 'number', required: true },
    sent_to: { type: 'list', items: { type: 'string' } },
    created_at: { type: 'string' },
  },
  indexes: {
    byStudent: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#fee_reminder', casing: 'none' },
      sk: {
        field: 'sk',
        composite: ['sid', 'due_date'],
        template: '${sid}#${due_date}',
        casing: 'none',
      },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const FeeReminderEntity: EntityOf<typeof feeReminderDefinition>;
