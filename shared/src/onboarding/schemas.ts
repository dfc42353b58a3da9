import * as z from 'zod';
import { CURRENCIES } from '../company/currencies';
import { INDUSTRIES } from '../company/labels';
import type { Plan } from '../company/plans';
import type { CheckoutForm } from '../payments/schemas';
import {
  domainName,
  emisCode,
  keyPart,
  optionalText,
  requiredEmail,
  requiredText,
} from '../validation/fields';

export const ONBOARDING_MESSAGES = {
  plan: 'Choose a plan: Standard, Premium or Legal',
  name: 'Company name is required',
  domain: 'Enter a domain such as yourcompany.co.za',
  industry: 'Choose an industry',
  currency: 'Choose a currency',
  email: 'Company email is required',
  phone: 'Company phone is required',
  managerName: "The manager's name is required",
  managerEmail: "The manager's email is required",
  managerPhone: "The manager's phone is required",
  password: 'A password is required',
} as const;

/** One label of a host name: letters, digits and inner dashes, 1 to 63 characters. */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether a host name can be a company's site: two labels or more, none numeric at the end. */
export function isSiteDomain(host: string): boolean {
  const labels = host.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^\d+$/.test(labels[labels.length - 1] ?? '')
  );
}

/**
 * The new company's own host name (`site_domain`, not `domain`: a public route reads the
 * body's `domain` as the site the request is for). Locally `<name>.localhost`.
 */
export const siteDomain = keyPart(
  domainName.refine(isSiteDomain, ONBOARDING_MESSAGES.domain),
  ONBOARDING_MESSAGES.domain,
);

/** A company code: as an emis, but kept clear of the switcher's 'create a company' entry. */
const companyEmis = keyPart(emisCode).refine(
  (value) => value !== '091091091',
  '091091091 is reserved: choose another code',
);

/** The new company's details (onboarding and a super admin's create-company alike). */
const companyFields = {
  plan: z.enum(['Standard', 'Premium', 'Legal'], { error: ONBOARDING_MESSAGES.plan }),
  name: requiredText(ONBOARDING_MESSAGES.name, 120),
  /** Optional: made from the name when blank. Not `emis`: see siteDomain. */
  company_emis: z
    .union([z.literal(''), companyEmis], {
      error: 'emis may hold letters, digits, dashes and underscores only',
    })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  site_domain: siteDomain,
  industry: z.enum(INDUSTRIES, { error: ONBOARDING_MESSAGES.industry }),
  currency: z.enum(CURRENCIES, { error: ONBOARDING_MESSAGES.currency }).default('ZAR'),
  email: requiredEmail(ONBOARDING_MESSAGES.email),
  primary_phone: requiredText(ONBOARDING_MESSAGES.phone, 32),
  primary_address: optionalText(200),
  city: optionalText(100),
  postal_code: optionalText(10),
  manager_name: requiredText(ONBOARDING_MESSAGES.managerName, 120),
  manager_email: keyPart(requiredEmail(ONBOARDING_MESSAGES.managerEmail)),
  manager_phone: requiredText(ONBOARDING_MESSAGES.managerPhone, 32),
};

/**
 * POST /onboard-company: a new company's details, its first manager's account and the plan.
 * The password is a new account's (the policy applies) or, when the manager's email already has
 * an account, that account's own.
 */
export const onboardCompanyBody = z.object({
  ...companyFields,
  password: z
    .string({ error: ONBOARDING_MESSAGES.password })
    .min(1, ONBOARDING_MESSAGES.password)
    .max(256, 'Password is too long'),
});
export type OnboardCompanyBody = z.infer<typeof onboardCompanyBody>;

/** POST /auth/create-company: the same details; the manager is invited to set a password. */
export const createCompanyBody = z.object(companyFields);
export type CreateCompanyBody = z.infer<typeof createCompanyBody>;

/** POST /onboarding-status and /onboarding-cancel {token}: the checkout's token. */
export const onboardingTokenBody = z.object({
  token: z
    .string({ error: 'No Payment Data Found!' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'No Payment Data Found!'),
});

/** A plan's yearly price: what the company's currency shows and what the card is charged. */
export type PlanPrice = {
  plan: Plan['title'];
  currency: string;
  /** Cents of `currency`. */
  amount: number;
  /** The card gateway charges rands. */
  charged: { currency: 'ZAR'; amount: number };
  rate: number;
  source: 'live' | 'cache' | 'bundled';
  as_of: string;
};

export type OnboardCompanyReply = {
  token: string;
  checkout: CheckoutForm;
  price: PlanPrice;
  emis: string;
  site_domain: string;
};

export type OnboardingState = 'pending' | 'paid' | 'created' | 'cancelled' | 'failed';

/** What an onboarding came to (payment-complete?kind=onboarding reads it). */
export type OnboardingView = {
  token: string;
  status: OnboardingState;
  plan: Plan['title'];
  name: string;
  emis: string;
  site_domain: string;
  manager_email: string;
  price: PlanPrice;
  /** Why a paid onboarding could not make the company (support refunds it). */
  failure: string | null;
};

export type DomainState = 'pending-validation' | 'active' | 'failed';

/**
 * A record the company sets so that its domain reaches Kantoor: a CNAME (a name under a domain),
 * an ALIAS/ANAME (an apex, where DNS allows no CNAME) or the redirect a self-hosted certificate
 * validation needs.
 */
export type DnsRecord = { type: 'CNAME' | 'ALIAS' | 'HTTP redirect'; name: string; value: string };

/** POST /auth/get-domain-status: the company's domain and what it still needs. */
export type DomainStatusReply = {
  domain: string;
  status: DomainState;
  record: DnsRecord | null;
  /** The certificate's own state as CloudFront reports it (e.g. pending-validation, issued). */
  certificate: string | null;
  checked_at: string;
};

/** POST /auth/create-company's reply. */
export type CreateCompanyReply = {
  emis: string;
  name: string;
  site_domain: string;
  manager_email: string;
};
