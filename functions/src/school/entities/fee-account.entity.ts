import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

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
    /**
     * The due-time index of the fee reminders (gsi2, FEE_REMINDER_DUE_KEY by due date): written
     * whenever a due date is, removed once the reminder job has dealt with that due date.
     */
    remind_key: {
      type: 'string',
      field: 'gsi2pk',
      hidden: true,
      watch: ['due_date'],
      set: (_: unknown, item: { due_date?: string }) =>
        item.due_date ? 'fee_reminder_due' : undefined,
    },
    remind_sort: {
      type: 'string',
      field: 'gsi2sk',
      hidden: true,
      watch: ['due_date'],
      set: (_: unknown, item: { due_date?: string }) => item.due_date || undefined,
    },
    /**
     * The owing index (gsi1, sparse): `<emis>#fee_owing#<year>` by student number while the
     * account's balance is above 0, removed once it is settled: the home's unpaid-fees link pages
     * the learners owing, never every account (fees.ts `owingKeys`, set by every account write).
     */
    owing_key: { type: 'string', field: 'gsi1pk', hidden: true },
    owing_sort: { type: 'string', field: 'gsi1sk', hidden: true },
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
