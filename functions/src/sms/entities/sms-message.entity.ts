import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/** `client_key` of a message sent to a client: the partition of that client's messages (gsi1). */
export const smsClientKey = (emis: string, clientId: string) => `${emis}#sms_client#${clientId}`;

/**
 * One SMS to one recipient (ids are ULIDs, so a Query lists them by time). Written as `sent` in
 * the transaction that spends its credits; the provider's answer then makes it `delivered` or
 * `rejected` (a rejected message's credits are refunded).
 */
export const smsMessageDefinition = defineEntity({
  model: { entity: 'sms_message', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    batch_id: { type: 'string', required: true },
    to: { type: 'string', required: true },
    name: { type: 'string' },
    recipient_kind: { type: 'string' },
    recipient_id: { type: 'string' },
    title: { type: 'string', required: true },
    body: { type: 'string', required: true },
    segments: { type: 'number', required: true },
    credits: { type: 'number', required: true },
    status: { type: ['sent', 'delivered', 'rejected'] as const, required: true },
    provider_id: { type: 'string' },
    error: { type: 'string' },
    /** Where a later delivery receipt came from (update-messages-table-with-sent-messages). */
    receipt_origin: { type: 'string' },
    campaign_id: { type: 'string' },
    sent_by: { type: 'string' },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string' },
    client_key: { type: 'string', field: 'gsi1pk', hidden: true },
    client_sort: { type: 'string', field: 'gsi1sk', hidden: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#sms_message', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const SmsMessageEntity: EntityOf<typeof smsMessageDefinition>;
