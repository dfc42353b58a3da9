import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * The partition of every campaign that has a next run (gsi1), across companies: the dispatcher's
 * one Query for what is due. Its sort key starts with the next run (UTC ISO), so "due by now" is
 * a range. Only the dispatcher reads it; each campaign's own item stays in its company.
 */
export const SMS_DUE_KEY = 'sms_due';
export const smsDueSort = (nextRun: string, emis: string, id: string) => `${nextRun}#${emis}#${id}`;

/**
 * A company's active campaigns (gsi2, sparse): `active_key` is set while a campaign is active
 * and removed with its status, so the analytics read the active ones, never the finished.
 */
export const smsActiveKey = (emis: string) => `${emis}#sms_campaign_active`;

/** A scheduled SMS (core.md §4): what to send, to whom, from which date and how often. */
export const smsCampaignDefinition = defineEntity({
  model: { entity: 'sms_campaign', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    body: { type: 'string', required: true },
    group_table: { type: 'string' },
    recipient_ids: { type: 'list', items: { type: 'string' } },
    numbers: { type: 'list', items: { type: 'string' } },
    cycle: { type: 'string', required: true },
    /** The first run (UTC ISO); every run is computed from it. */
    anchor: { type: 'string', required: true },
    /** The next run (UTC ISO); absent once a campaign is done. */
    next_run: { type: 'string' },
    runs: { type: 'number', default: 0 },
    status: { type: ['active', 'done'] as const, required: true, default: 'active' },
    last_result: { type: 'string' },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
    due_key: { type: 'string', field: 'gsi1pk', hidden: true },
    due_sort: { type: 'string', field: 'gsi1sk', hidden: true },
    active_key: { type: 'string', field: 'gsi2pk', hidden: true },
    active_sort: { type: 'string', field: 'gsi2sk', hidden: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#sms_campaign', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SmsCampaignEntity: EntityOf<typeof smsCampaignDefinition>;
