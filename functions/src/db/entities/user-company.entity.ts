import { defineEntity, SERVICE, type EntityOf } from './model';

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
