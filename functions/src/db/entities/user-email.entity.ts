import { defineEntity, SERVICE, type EntityOf } from './model';

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
