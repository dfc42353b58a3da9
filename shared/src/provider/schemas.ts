import * as z from 'zod';
import type { PlanName } from '../plans/entitlements';
import type { Standing } from '../plans/standing';
import { pageCursor } from '../validation/fields';

/** Rows a page of the provider's lists holds by default. */
export const PROVIDER_PAGE = 25;

/**
 * GET /auth/provider-companies ?cursor=&limit=&search=: the companies registry a page at a time,
 * in emis order; `search` keeps those whose emis starts with it (the registry's sort key).
 */
export const providerCompaniesQuery = z.object({
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(100).default(PROVIDER_PAGE),
  search: z
    .string()
    .trim()
    .max(64, 'Search by the start of the emis: at most 64 characters')
    .regex(/^[A-Za-z0-9_-]*$/, 'An emis holds letters, digits, dashes and underscores only')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ProviderCompaniesQuery = z.output<typeof providerCompaniesQuery>;

/** GET /auth/provider-renewals ?cursor=&limit=: the companies paid until a day of this month. */
export const providerRenewalsQuery = z.object({
  cursor: pageCursor,
  limit: z.coerce.number().int().min(1).max(100).default(PROVIDER_PAGE),
});
export type ProviderRenewalsQuery = z.output<typeof providerRenewalsQuery>;

/** A company as the provider sees it. */
export type ProviderCompanyRow = {
  emis: string;
  name: string;
  domain: string;
  plan: PlanName;
  /** Its plan's yearly price in ZAR cents. */
  price_cents: number;
  /** The last day its plan is paid for (YYYY-MM-DD); null for a company without a plan year yet. */
  paid_until: string | null;
  standing: Standing;
  /** Users in use (the kernel's `users` counter) of the plan's limit (null: unlimited). */
  users: { used: number; limit: number | null };
};

export type ProviderCompaniesPage = {
  rows: ProviderCompanyRow[];
  cursor: string | null;
  today: string;
};

export type ProviderRenewalsPage = {
  rows: ProviderCompanyRow[];
  cursor: string | null;
  /** The month's first and last day (the server's today decides the month). */
  from: string;
  to: string;
};

/**
 * GET /auth/provider-revenue: annual recurring revenue, the yearly prices of every company not
 * closed, in ZAR cents, in all and by plan (a running figure, never a sum over the companies).
 */
export type ProviderRevenue = {
  annual_cents: number;
  companies: number;
  by_plan: Array<{ plan: PlanName; cents: number; companies: number }>;
};

export const PROVIDER_MESSAGES = {
  providerOnly: "The companies list is for Kantoor's own super admins",
} as const;
