// A relative path: vite.config.ts loads the route table before its own @shared alias exists.
import { LEVEL } from '../../../shared/src/access';
import type { RouteTable } from '../platform/route-spec';

/**
 * Events, bookings and talent (issue 25): the calendar's public and staff lists, bookings that
 * cannot collide, agency fees and the appointments pages.
 *
 * This domain's part of THE route table: functions/src/routes.ts joins it with the other
 * domains' (the fields are described in platform/route-spec.ts). Built in a call marked pure,
 * so a bundle that never reads the table drops it.
 */
export const eventsRoutes = /* @__PURE__ */ (() =>
  ({
    'POST /get-all-events': {
      handler: 'events/handlers/get-all-events.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
    },
    'POST /auth/save-event': {
      handler: 'events/handlers/save-event.handler.ts',
      idempotent: true,
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'POST /auth/delete-selected-events': {
      handler: 'events/handlers/delete-selected-events.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write', 'site:invalidate'],
    },
    'GET /auth/get-all-agency-fees': {
      handler: 'events/handlers/get-all-agency-fees.handler.ts',
      feature: 'bookings',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/save-agency-fee': {
      handler: 'events/handlers/save-agency-fee.handler.ts',
      feature: 'bookings',
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/get-all-appointments-current-month': {
      handler: 'events/handlers/get-all-appointments-current-month.handler.ts',
      feature: 'bookings',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-all-appointments-by-client': {
      handler: 'events/handlers/get-all-appointments-by-client.handler.ts',
      feature: 'bookings',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-all-appointments-by-staff': {
      handler: 'events/handlers/get-all-appointments-by-staff.handler.ts',
      feature: 'bookings',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    'POST /auth/get-all-appointments-by-staff-current-month': {
      handler: 'events/handlers/get-all-appointments-by-staff-current-month.handler.ts',
      feature: 'bookings',
      auth: 'token',
      level: LEVEL.staff,
      uses: [],
    },
    // Issue 25 item 5: the calendar feeds (iCalendar, feeds.ts).
    'GET /events.ics': {
      handler: 'events/handlers/events-feed.handler.ts',
      auth: 'public',
      tenant: 'required',
      uses: [],
      edgeCache: true,
    },
    'GET /calendar-feed/{token}': {
      handler: 'events/handlers/calendar-feed.handler.ts',
      auth: 'public',
      tenant: 'none',
      uses: [],
    },
    'POST /auth/create-calendar-feed': {
      handler: 'events/handlers/create-calendar-feed.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    'POST /auth/revoke-calendar-feed': {
      handler: 'events/handlers/revoke-calendar-feed.handler.ts',
      auth: 'token',
      level: LEVEL.staff,
      uses: ['table:write'],
    },
    // Issue 25 item 4: a booking's money into an invoice and into payroll (booking-money.ts).
    'POST /auth/invoice-booking': {
      handler: 'events/handlers/invoice-booking.handler.ts',
      feature: 'bookings',
      idempotent: true,
      auth: 'token',
      level: LEVEL.admin,
      uses: ['table:write'],
    },
    'POST /auth/add-talent-payouts-to-payroll': {
      handler: 'events/handlers/add-talent-payouts-to-payroll.handler.ts',
      feature: 'bookings',
      idempotent: true,
      auth: 'token',
      level: LEVEL.manager,
      uses: ['table:write'],
    },
  }) as const satisfies RouteTable)();
