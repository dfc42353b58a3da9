import { describe, expect, it } from 'vitest';
import { FEATURES, planIncludes, type Feature } from '@shared/plans/entitlements';
import { routeList } from '../../functions/src/routes';

/**
 * Issue 27: a route of a plan feature names it (`feature` in its routes.ts), so the pipeline
 * refuses it outside the company's plan. The domains below serve only such features: a new
 * route there cannot forget its feature. The exceptions are on purpose, each with its reason.
 */
const FEATURE_DOMAINS: Record<string, readonly Feature[]> = {
  payroll: ['payroll'],
  finance: ['finance'],
  school: ['school'],
  store: ['store', 'pos'],
  legal: ['matters', 'files', 'legalBilling', 'medicalBilling'],
  events: ['bookings', 'calendar'],
};

const EXCEPTIONS: Record<string, string> = {
  // A client's statement of invoices and payments: documents (every plan), kept by finance.
  'POST /auth/get-client-statement': 'documents',
  // Kantoor's own help videos, for every company's users.
  'GET /auth/bitsems-video-tutorials': 'help',
  'POST /auth/upload-video-tutorial': 'help',
  'POST /auth/delete-video-tutorial': 'help',
  'GET /tutorials/{name}': 'help',
  // The public and company calendar (Standard's `calendar`: every plan includes it).
  'POST /get-all-events': 'calendar',
  'POST /auth/save-event': 'calendar (a booking in it is refused by its service)',
  'POST /auth/delete-selected-events': 'calendar',
  'GET /events.ics': 'calendar',
  'GET /calendar-feed/{token}': 'calendar',
  'POST /auth/create-calendar-feed': 'calendar',
  'POST /auth/revoke-calendar-feed': 'calendar',
};

const domainOf = (handler: string) => handler.split('/')[0]!;

describe('route features (issue 27)', () => {
  it('every route of a feature domain names its feature, or is a listed exception', () => {
    const missing = routeList()
      .filter((route) => domainOf(route.handler) in FEATURE_DOMAINS)
      .filter((route) => !route.feature && !(route.key in EXCEPTIONS))
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it("a route's feature is one its domain serves", () => {
    const wrong = routeList()
      .filter((route) => route.feature && domainOf(route.handler) in FEATURE_DOMAINS)
      .filter((route) => !FEATURE_DOMAINS[domainOf(route.handler)]!.includes(route.feature!))
      .map((route) => `${route.key}: ${route.feature}`);
    expect(wrong).toEqual([]);
  });

  it('the exceptions are routes of the table and declare no feature', () => {
    const keys = new Map(routeList().map((route) => [route.key as string, route]));
    for (const key of Object.keys(EXCEPTIONS)) {
      expect(keys.has(key), key).toBe(true);
      expect(keys.get(key)!.feature, key).toBeUndefined();
    }
  });

  it('features are declared ones, and the Standard plan lacks each route feature but calendar', () => {
    const features = new Set(
      routeList().flatMap((route) => (route.feature ? [route.feature] : [])),
    );
    for (const feature of features) {
      expect(Object.keys(FEATURES)).toContain(feature);
      expect(planIncludes('Legal', feature)).toBe(true);
    }
    expect([...features].filter((f) => planIncludes('Standard', f))).toEqual([]);
  });
});
