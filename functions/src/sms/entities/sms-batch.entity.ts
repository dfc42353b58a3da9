import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One send: created with attribute_not_exists in the send's transaction, keyed on the caller's
 * `sentSMSID` (or a campaign's id and run), so the same send twice sends and charges once.
 */
export const smsBatchDefinition = defineEntity({
  model: { entity: 'sms_batch', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    message_ids: { type: 'list', items: { type: 'string' } },
    invalid: { type: 'string' },
    segments: { type: 'number' },
    charged: { type: 'number' },
    campaign_id: { type: 'string' },
    sent_by: { type: 'string' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#sms_batch', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SmsBatchEntity: EntityOf<typeof smsBatchDefinition>;
