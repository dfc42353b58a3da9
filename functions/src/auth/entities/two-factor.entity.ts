import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A user's second factor (issue 29), in the user's own partition: one per identity, whichever
 * company the user signs in to. The secret is never sent again after enrolment; `last_step` is
 * the last accepted TOTP time step (a code is accepted once: a conditional write); `recovery`
 * holds the recovery codes as `<salt>$<sha256>` (a code used is removed, conditionally).
 */
export const twoFactorDefinition = defineEntity({
  model: { entity: 'twoFactor', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /**
     * Sealed (`v1:...`, AES-256-GCM bound to the user: platform/secret-box.ts); set once a first
     * code confirmed it. A value without the prefix is a plain base32 one written before.
     */
    secret: { type: 'string' },
    /** Sealed as `secret`; waiting for its first code (a new enrolment, or a new device). */
    pending_secret: { type: 'string' },
    enabled_at: { type: 'string' },
    last_step: { type: 'number' },
    recovery: { type: 'set', items: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'user#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'two_factor', casing: 'none' },
    },
  },
});
export declare const TwoFactorEntity: EntityOf<typeof twoFactorDefinition>;
