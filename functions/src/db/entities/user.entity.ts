import { defineEntity, SERVICE, type EntityOf } from './model';

/** A person's identity, shared by every company the person belongs to. */
export const userDefinition = defineEntity({
  model: { entity: 'user', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    phone_number: { type: 'string' },
    password_hash: { type: 'string', required: true },
    created_at: { type: 'string', readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['userId'], template: 'user#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'profile', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const UserEntity: EntityOf<typeof userDefinition>;

/** Uniqueness marker: one item per email, written in the same transaction as the user. */
export const userEmailDefinition = defineEntity({
  model: { entity: 'user_email', version: '1', service: SERVICE },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email'], template: 'email#${email}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'email', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const UserEmailEntity: EntityOf<typeof userEmailDefinition>;

/**
 * The user's side of a membership: which companies the user belongs to, in the user's own
 * partition so the company switcher needs one Query. Written with the membership.
 */
export const userCompanyDefinition = defineEntity({
  model: { entity: 'user_company', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    emis: { type: 'string', required: true, readOnly: true },
    joined_at: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'user#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['emis'], template: 'company#${emis}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const UserCompanyEntity: EntityOf<typeof userCompanyDefinition>;
