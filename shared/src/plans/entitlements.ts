import { PLANS, type Plan } from '../company/plans';

/**
 * THE entitlements declaration (issue 27): what each yearly plan includes, as data. The server's
 * pipeline refuses a route whose `feature` the company's plan lacks (403, `featureRefusal`),
 * before any work; the screens read the same declaration to show only what the plan includes.
 * The industry chooses labels and what the home puts first; the plan alone decides what is
 * allowed.
 *
 * Which plan the features core.md §1 does not name belong to is a decision
 * (docs/decisions/plans.md): the school (classes, fees, card payments of fees), finance and the
 * agency's bookings and talent with HR and payroll in Premium; the website's posts and public
 * events calendar with the website in Standard.
 */
export type PlanName = Plan['title'];

export const PLAN_NAMES = ['Standard', 'Premium', 'Legal'] as const satisfies readonly PlanName[];

export const FEATURES = {
  // Standard (core.md §1)
  documents: 'Invoices and quotations',
  website: 'Own website and branding',
  clients: 'Clients management',
  gallery: 'Image gallery',
  email: 'Professional email',
  bulk: 'Bulk SMS and email',
  posts: 'News posts',
  calendar: 'Events calendar',
  // Premium
  pos: 'Point of sale',
  store: 'Online store',
  payroll: 'HR and payroll',
  finance: 'Finance',
  school: 'School fees and classes',
  bookings: 'Bookings and talent',
  // Legal
  files: 'Online file manager',
  matters: 'Matter management',
  legalBilling: 'Legal billing',
  medicalBilling: 'Medical/professional billing',
} as const;

export type Feature = keyof typeof FEATURES;

const STANDARD: readonly Feature[] = [
  'documents',
  'website',
  'clients',
  'gallery',
  'email',
  'bulk',
  'posts',
  'calendar',
];
const PREMIUM: readonly Feature[] = [
  ...STANDARD,
  'pos',
  'store',
  'payroll',
  'finance',
  'school',
  'bookings',
];
const LEGAL: readonly Feature[] = [
  ...PREMIUM,
  'files',
  'matters',
  'legalBilling',
  'medicalBilling',
];

export type PlanTerms = {
  features: ReadonlySet<Feature>;
  /** Users a company may have (memberships not banned); null: unlimited. */
  userLimit: number | null;
  priceCents: number;
  /** Place in the ladder: an upgrade goes to a higher rank. */
  rank: number;
};

const priceOf = (title: PlanName): number => PLANS.find((p) => p.title === title)!.priceCents;

export const PLAN_TERMS: Record<PlanName, PlanTerms> = {
  Standard: {
    features: new Set(STANDARD),
    userLimit: 10,
    priceCents: priceOf('Standard'),
    rank: 1,
  },
  Premium: { features: new Set(PREMIUM), userLimit: null, priceCents: priceOf('Premium'), rank: 2 },
  Legal: { features: new Set(LEGAL), userLimit: null, priceCents: priceOf('Legal'), rank: 3 },
};

export const isPlanName = (value: unknown): value is PlanName =>
  typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);

/** The terms of a stored plan; an unknown or missing plan reads as Standard (the default). */
export const termsOf = (plan: string | undefined | null): PlanTerms =>
  PLAN_TERMS[isPlanName(plan) ? plan : 'Standard'];

export const planIncludes = (plan: string | undefined | null, feature: Feature): boolean =>
  termsOf(plan).features.has(feature);

/** The plans that include a feature, cheapest first. */
export const plansWith = (feature: Feature): PlanName[] =>
  PLAN_NAMES.filter((name) => PLAN_TERMS[name].features.has(feature));

/** 'the Premium and Legal plans', 'the Legal plan'. */
export function plansPhrase(plans: readonly PlanName[]): string {
  if (plans.length === 1) return `the ${plans[0]} plan`;
  return `the ${plans.slice(0, -1).join(', ')} and ${plans[plans.length - 1]} plans`;
}

/** The 403 message of a route outside the company's plan: it names the plans that include it. */
export const featureRefusal = (feature: Feature): string =>
  `${FEATURES[feature]} is part of ${plansPhrase(plansWith(feature))}. Upgrade your plan under Plan & Billing to use it.`;

/** The 403 message of a user over the plan's limit. */
export const userLimitRefusal = (plan: string | undefined | null): string =>
  `Your ${isPlanName(plan) ? plan : 'Standard'} plan allows ${termsOf(plan).userLimit ?? 'unlimited'} users. Ban a user to free a place, or upgrade to Premium for unlimited users.`;
