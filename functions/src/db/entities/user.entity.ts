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
