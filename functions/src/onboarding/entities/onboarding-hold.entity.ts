import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

/**
 * A pending onboarding's hold on a domain or an emis: no one else may start onboarding with the
 * same value until `held_until` (epoch seconds). The company's own domain item and company item
 * are the lasting claims, created with attribute_not_exists when the company is made.
 */
export const onboardingHoldDefinition = defineEntity({
  model: { entity: 'onboarding_hold', version: '1', service: SERVICE },
  attributes: {
    kind: { type: ['domain', 'emis'] as const, required: true, readOnly: true },
    value: { type: 'string', required: true, readOnly: true },
    token: { type: 'string', required: true },
    held_until: { type: 'number', required: true },
    /** TTL: the same moment, so that DynamoDB clears abandoned holds. */
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byValue: {
      pk: {
        field: 'pk',
        composite: ['kind', 'value'],
        template: 'onboarding-hold#${kind}#${value}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: 'onboarding_hold', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const OnboardingHoldEntity: EntityOf<typeof onboardingHoldDefinition>;
