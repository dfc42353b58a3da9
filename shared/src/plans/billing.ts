import * as z from 'zod';
import { addYears, differenceInCalendarDays, parseISO } from 'date-fns';
import { listQuery } from '../catalogue/fields';
import type { CheckoutForm } from '../payments/schemas';
import {
  FEATURES,
  PLAN_NAMES,
  PLAN_TERMS,
  isPlanName,
  termsOf,
  type Feature,
  type PlanName,
} from './entitlements';
import { daysLeft, type Standing } from './standing';

/**
 * Plan & Billing (issue 27 items 3 and 4): the upgrade quote, the downgrade's fit and the
 * screen's view, shared by the server (which charges) and the screen (which shows the same).
 */

/** Days in the plan year that ends on `paidUntil`: from one year before it (365 or 366). */
export const daysInPlanYear = (paidUntil: string): number =>
  differenceInCalendarDays(parseISO(paidUntil), addYears(parseISO(paidUntil), -1));

/**
 * An upgrade's price: (new yearly price - old) x days left / days in the plan year, in whole
 * cents, rounded to the nearest cent with half a cent rounded up (integer arithmetic, so no
 * float ever decides a cent). Days left are calendar days from today to the paid-until date
 * (paying on the paid-until day itself leaves 0: renew instead).
 */
export function upgradeQuote(
  from: PlanName,
  to: PlanName,
  paidUntil: string,
  today: string,
): { cents: number; daysLeft: number; daysInYear: number } {
  const left = Math.max(0, daysLeft(paidUntil, today));
  const inYear = daysInPlanYear(paidUntil);
  const diff = PLAN_TERMS[to].priceCents - PLAN_TERMS[from].priceCents;
  const cents = Math.floor((2 * diff * left + inYear) / (2 * inYear));
  return { cents, daysLeft: left, daysInYear: inYear };
}

/** What a company must change to fit a plan's user limit (null: it fits). */
export function fitMessage(plan: PlanName, usersInUse: number): string | null {
  const limit = termsOf(plan).userLimit;
  if (limit === null || usersInUse <= limit) return null;
  const over = usersInUse - limit;
  return `Ban ${over} user${over === 1 ? '' : 's'} to fit ${plan}'s ${limit}.`;
}

/** The features of `from` that `to` lacks: what stops working after a downgrade. */
export const featuresLost = (from: PlanName, to: PlanName): string[] =>
  [...PLAN_TERMS[from].features]
    .filter((f: Feature) => !PLAN_TERMS[to].features.has(f))
    .map((f) => FEATURES[f]);

export const PLANS_MESSAGES = {
  notHigher: 'Choose a plan above your current one to upgrade.',
  notLower: 'Choose a plan below your current one to downgrade.',
  noPlanYear: 'Your plan year has ended: renew it first, then upgrade.',
  noDate: 'Your company has no paid-until date yet. Contact Kantoor support.',
  noCheckout: 'No plan payment was found for this reference.',
  unknownPlan: 'Choose Standard, Premium or Legal.',
} as const;

const planName = z.string().refine(isPlanName, PLANS_MESSAGES.unknownPlan);

/** POST /auth/plans/upgrade and /auth/plans/downgrade. */
export const planChoiceBody = z.object({
  plan: planName.transform((p) => p as PlanName),
});

/** GET /auth/plans/checkout?token=: a plan payment's checkout, by its reference. */
export const planCheckoutQuery = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, PLANS_MESSAGES.noCheckout),
});

export const planPaymentsQuery = listQuery;

export type PlanOption = {
  plan: PlanName;
  priceCents: number;
  /** Upgrades: the exact price of the days left; downgrades: the renewal price. */
  cents: number;
  /** Downgrades: null when the company fits, else what to change. */
  change: string | null;
  /** Downgrades: the features that stop working. */
  loses: string[];
};

export type BillingView = {
  plan: PlanName;
  priceCents: number;
  paidUntil: string | null;
  today: string;
  standing: Standing;
  /** The day the site goes down, while the company is closing (the Close Company screen). */
  closingAt: string | null;
  graceUntil: string | null;
  daysLeft: number | null;
  daysInYear: number | null;
  usersInUse: number;
  userLimit: number | null;
  /** The next renewal: its plan (a scheduled downgrade when it fits), its price and the new date. */
  renewal: {
    plan: PlanName;
    cents: number;
    until: string | null;
    /** A scheduled downgrade that will not apply, and why. */
    blocked: string | null;
  };
  planAtRenewal: PlanName | null;
  upgrades: PlanOption[];
  downgrades: PlanOption[];
};

export type PlanPaymentView = {
  id: string;
  kind: 'renewal' | 'upgrade';
  cents: number;
  reference: string;
  planFrom: string;
  planTo: string;
  paidUntilFrom: string;
  paidUntilTo: string;
  createdAt: string;
};

export type PlanCheckoutView = {
  token: string;
  kind: 'renewal' | 'upgrade';
  status: 'pending' | 'complete' | 'cancelled' | 'failed';
  cents: number;
  plan: string;
};

export type PlanCheckoutReply = { token: string; checkout: CheckoutForm; cents: number };

export { PLAN_NAMES };
