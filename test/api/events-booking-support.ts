// Arranging bookings at the talent agency (agency.localhost) through the routes, for the feeds,
// reminders and booking-money tests (issue 25 items 4 and 5).
import { expect } from 'vitest';
import type { EventView } from '@shared/events/schemas';
import { AGENCY, post } from './events-support';

export { AGENCY, as, post } from './events-support';
export const MANAGER = `manager@${AGENCY}`;
export const ADMIN = `admin@${AGENCY}`;
export const STAFF = `staff@${AGENCY}`;
export const PARENT = `parent@${AGENCY}`;

let serial = 0;
/** A unique suffix for names and numbers (13-digit ID numbers, phone numbers). */
export const unique = () => {
  serial += 1;
  return `${Date.now() % 1e7}${String(serial).padStart(3, '0')}`;
};

/** A new talent (member of staff) of the agency. */
export async function newTalent(name: string, over: { email?: string; phone?: string } = {}) {
  const u = unique();
  const res = await post<{ id: string }>(MANAGER, '/auth/create-staff', {
    name: `${name} ${u}`,
    idNumber: `9${u.padStart(12, '0')}`.slice(0, 13),
    phone: over.phone ?? `082 ${u.slice(-7, -4)} ${u.slice(-4)}`,
    email: over.email ?? `talent.${u}@example.co.za`,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.id;
}

/** A new client of the agency. */
export async function newClient(name: string, over: { email?: string; phone?: string } = {}) {
  const u = unique();
  const res = await post<{ id: string }>(MANAGER, '/auth/save-client', {
    name: `${name} ${u}`,
    clientReference: '',
    phone: over.phone ?? `083 ${u.slice(-7, -4)} ${u.slice(-4)}`,
    email: over.email ?? `client.${u}@example.co.za`,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.id;
}

/** A new rate (payroll's staff rate) at `price` rand an hour. */
export async function newRate(price: string) {
  const res = await post<{ rate: { id: string } }>(MANAGER, '/auth/create-staff-rate', {
    name: `Shoot ${unique()}`,
    price,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.rate.id;
}

export type Booking = {
  title: string;
  start: string;
  end: string;
  privacy?: 'Yes' | 'No';
  description?: string;
  staffID?: string;
  clientID?: string;
  rateID?: string;
  hours?: number;
  agencyFee?: number;
};

/** Saves an event (as the manager) and answers it as the calendar lists it. */
export async function book(b: Booking): Promise<EventView> {
  const day = b.start.slice(0, 10);
  const res = await post<EventView[]>(MANAGER, '/auth/save-event', {
    title: b.title,
    description: b.description ?? '',
    startDate: b.start,
    endDate: b.end,
    privacy: b.privacy ?? 'No',
    staffID: b.staffID,
    clientID: b.clientID,
    rateID: b.rateID,
    hours: b.hours ?? 1,
    agencyFee: b.agencyFee ?? 0,
    agencyFeeName: b.agencyFee ? 'Standard Agency Fee' : '',
    from: day,
    to: day,
  });
  expect(res.status, res.text).toBe(200);
  const saved = res.body.find((e) => e.title === b.title);
  expect(saved, `${b.title} in the reply`).toBeTruthy();
  return saved!;
}

const DAY_MS = 86_400_000;
/** `date` (YYYY-MM-DD) plus `days`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
