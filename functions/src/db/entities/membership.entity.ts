import { defineEntity, SERVICE, type EntityOf } from './model';

/** A user's place in one company: access level, role, ban state and token version. */
export const membershipDefinition = defineEntity({
  model: { entity: 'membership', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    alevel: { type: 'number', required: true },
    role: { type: 'string', required: true },
    employee_id: { type: 'string' },
    sid: { type: 'string' },
    banned_at: { type: 'string' },
    ban_reason: { type: 'string' },
    last_seen: { type: 'string' },
    // Raised on ban, unban and access-level change: tokens carrying an older version fail.
    token_version: { type: 'number', required: true, default: 1 },
    created_at: { type: 'string', readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#member', casing: 'none' },
      sk: { field: 'sk', composite: ['userId'], template: '${userId}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const MembershipEntity: EntityOf<typeof membershipDefinition>;
