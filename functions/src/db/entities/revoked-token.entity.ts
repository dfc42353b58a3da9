import { defineEntity, SERVICE, type EntityOf } from './model';

/** A signed-out token (by its jti), kept until the token would have expired anyway. */
export const revokedTokenDefinition = defineEntity({
  model: { entity: 'revoked_token', version: '1', service: SERVICE },
  attributes: {
    emis: { type: 'string', required: true, readOnly: true },
    jti: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byJti: {
      pk: { field: 'pk', composite: ['emis'], template: '${emis}#revoked', casing: 'none' },
      sk: { field: 'sk', composite: ['jti'], template: '${jti}', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const RevokedTokenEntity: EntityOf<typeof revokedTokenDefinition>;
