import { defineEntity, SERVICE, type EntityOf } from './model';

/** An invitation to join a company. The token itself is never stored, only its SHA-256. */
export const invitationDefinition = defineEntity({
  model: { entity: 'invitation', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    token_hash: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    phone: { type: 'string' },
    alevel: { type: 'number', required: true },
    sid: { type: 'string' },
    invited_by: { type: 'string' },
    created_at: { type: 'string', readOnly: true },
    used_at: { type: 'string' },
    used_by: { type: 'string' },
    // Epoch seconds; also the table's TTL attribute.
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#invitation', casing: 'none' },
      sk: { field: 'sk', composite: ['token_hash'], template: '${token_hash}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const InvitationEntity: EntityOf<typeof invitationDefinition>;
