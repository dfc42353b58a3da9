import { RENEW_MESSAGE, standingOf } from '@shared/plans/standing';
import { formatDate } from '@shared/time/sast';
import type { CompanyRecord } from '../db/records';
import { AppError } from './errors';
import type { Permission, RouteEntry } from './route-spec';

/** What a route must use to count as a write (the CDK grants it exactly these). */
const WRITES: ReadonlySet<Permission> = new Set([
  'table:write',
  'media:write',
  'sms',
  'email',
  'card',
]);

/**
 * The writes a read-only company keeps: signing in and out, and Plan & Billing's routes (the
 * renewal itself). The card gateway's notification names no tenant, so it is never refused.
 */
export const RENEWAL_ROUTES: ReadonlySet<string> = new Set([
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/switch-company',
  'POST /auth/plans/renew',
  'POST /auth/plans/upgrade',
  'POST /auth/plans/downgrade',
  'POST /auth/plans/cancel-downgrade',
]);

/** The status of a write refused for a lapsed plan: 402 Payment Required (not a permission). */
export const READ_ONLY_STATUS = 402;

/**
 * A write, for the read-only standing: a route other than GET that writes the table or the media
 * store, sends SMS or email, or takes a card payment, whether a token route (the back office)
 * or a public one of the company's site (store checkout, bookings, contact forms). GETs read
 * (the few that record something on the way, such as the session's last-seen, stay open).
 */
export const isWrite = (route: Pick<RouteEntry, 'key' | 'method' | 'uses'>): boolean =>
  route.method !== 'GET' &&
  !RENEWAL_ROUTES.has(route.key) &&
  route.uses.some((use) => WRITES.has(use));

/**
 * Refuses a write of a company whose plan lapsed more than the grace ago (standingOf on today in
 * Johannesburg, by the request's clock): 402 with RENEW_MESSAGE. Derived from paid_until, so a
 * paid renewal opens writes again at once.
 */
export function checkStanding(
  route: Pick<RouteEntry, 'key' | 'method' | 'uses'>,
  company: CompanyRecord | undefined,
  now: () => Date,
): void {
  if (!company || !isWrite(route)) return;
  if (standingOf(company, formatDate(now())) === 'read-only')
    throw new AppError(READ_ONLY_STATUS, RENEW_MESSAGE);
}
