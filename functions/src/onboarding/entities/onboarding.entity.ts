import { defineEntity, SERVICE, type EntityOf } from '../../db/entities/model';

const text = { type: 'string' } as const;

/**
 * A company's self-service onboarding, by the token of its card checkout (global: the gateway's
 * notification names only the token). Pending until the payment is confirmed, `paid` in the
 * transaction that completes the checkout, `created` in the transaction that creates the company.
 * The manager's password is kept only as its scrypt hash, and only until the account exists;
 * a pending onboarding expires (TTL) with its holds.
 */
export const onboardingDefinition = defineEntity({
  model: { entity: 'onboarding', version: '1', service: SERVICE },
  attributes: {
    token: { type: 'string', required: true, readOnly: true },
    status: {
      type: ['pending', 'paid', 'created', 'cancelled', 'failed'] as const,
      required: true,
    },
    plan: { type: ['Standard', 'Premium', 'Legal'] as const, required: true },
    /** The new company's emis and domain, held for it while pending. */
    emis: { type: 'string', required: true },
    site_domain: { type: 'string', required: true },
    name: { type: 'string', required: true },
    industry: { type: ['General', 'Legal Practice', 'Agency'] as const, required: true },
    currency: { type: 'string', required: true },
    email: { type: 'string', required: true },
    primary_phone: { type: 'string', required: true },
    primary_address: text,
    city: text,
    postal_code: text,
    manager_name: { type: 'string', required: true },
    manager_email: { type: 'string', required: true },
    manager_phone: { type: 'string', required: true },
    /** A new account's password hash; absent when the manager already had an account. */
    password_hash: text,
    /** The manager's existing account (its password was checked when onboarding started). */
    manager_user_id: text,
    /** The price as quoted: cents of `currency`, the rate, and the rands charged. */
    price_amount: { type: 'number', required: true },
    price_rate: { type: 'number', required: true },
    price_source: { type: ['live', 'cache', 'bundled'] as const, required: true },
    price_as_of: { type: 'string', required: true },
    charged_amount: { type: 'number', required: true },
    created_at: { type: 'string', required: true },
    paid_at: text,
    completed_at: text,
    cancelled_at: text,
    failure: text,
    /** When the next-steps email went out (sent once). */
    emailed_at: text,
    /** Epoch seconds: a pending onboarding (and its password hash) is removed after this. */
    expires_at: { type: 'number' },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['token'], template: 'onboarding#${token}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'onboarding', casing: 'none' },
    },
  },
});
/** Type only: a database builds its entities on first use (`db.entities`, db/service.ts). */
export declare const OnboardingEntity: EntityOf<typeof onboardingDefinition>;
