import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';
import { smsClientKey } from './sms-message.entity';

/**
 * A message from a parent or student to the school about a student (save-student-parent-
 * messages). Not an SMS: nothing is sent or charged. It sits in the student's client message
 * partition (gsi1, the same key as the SMS sent to that client, ULID-sorted), so the client's
 * SMS panel reads the conversation both ways in one Query.
 */
export const studentMessageDefinition = defineEntity({
  model: { entity: 'student_message', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    client_id: { type: 'string', required: true, readOnly: true },
    sid: { type: 'string', required: true },
    body: { type: 'string', required: true },
    sender_id: { type: 'string', required: true },
    sender_name: { type: 'string' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#student_message', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    byClient: {
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['emis', 'client_id'],
        template: smsClientKey('${emis}', '${client_id}'),
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const StudentMessageEntity: EntityOf<typeof studentMessageDefinition>;
