import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * One bulk email send, the company's history of them. The id is a ULID, so the company's
 * partition reads newest first in descending order. Written (status `sending`) before the first
 * email goes out, in the same transaction as the `sentEmailID` marker when there is one, then
 * completed with what was sent. Recipients and invalid ones are JSON, so a repeated send can
 * answer as the first did.
 */
export const emailBatchDefinition = defineEntity({
  model: { entity: 'email_batch', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    subject: { type: 'string', required: true },
    body_preview: { type: 'string', required: true },
    link: { type: 'string' },
    group_table: { type: 'string' },
    status: { type: ['sending', 'sent'] as const, required: true },
    sent: { type: 'number', required: true, default: 0 },
    invalid_count: { type: 'number', required: true, default: 0 },
    recipients: { type: 'string' },
    invalid: { type: 'string' },
    send_id: { type: 'string' },
    sent_by: { type: 'string' },
    sent_by_name: { type: 'string' },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#email_batch', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const EmailBatchEntity: EntityOf<typeof emailBatchDefinition>;
