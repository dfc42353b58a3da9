import { expect } from 'vitest';
import type { EventView } from '@shared/events/schemas';
import { formatDate } from '@shared/time/sast';
import { api, login, runtimeClock, type Session } from './support';

// Shared by the events suites (issue 25): the agency's site, its people, and a talent, client
// and rate of the suite's own so the seeded bookings never collide with the tests'.
export const AGENCY = 'agency.localhost';
export const SCHOOL = 'school.localhost';

const sessions = new Map<string, Promise<Session>>();
export const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email)!;
};

export type Reply<T = unknown> = { status: number; text: string; body: T };

/** A POST as `email` (null: a visitor) on `host` (default: the email's own site). */
export async function post<T = unknown>(
  email: string | null,
  path: string,
  body?: unknown,
  host = email?.split('@')[1] ?? AGENCY,
): Promise<Reply<T>> {
  const token = email ? (await as(email)).token : undefined;
  return (await api.post<T>(path, body, { host, token })) as Reply<T>;
}

export async function get<T = unknown>(email: string, path: string): Promise<Reply<T>> {
  const token = (await as(email)).token;
  return (await api.get<T>(path, { host: email.split('@')[1], token })) as Reply<T>;
}

export async function ok<T = unknown>(email: string | null, path: string, body: unknown) {
  const reply = await post<T>(email, path, body);
  expect(reply.status, `${path}: ${reply.text}`).toBe(200);
  return reply.body;
}

let serial = 0;
export const unique = (text: string) => `${text} ${Date.now().toString(36)}${(serial += 1)}`;

const DAY_MS = 86_400_000;
/** The server's today plus `days`, as YYYY-MM-DD. */
export const day = (days: number) =>
  formatDate(new Date(runtimeClock.now().getTime() + days * DAY_MS));
/** This month's day `n` (1..28) by the server's clock. */
export const thisMonth = (n: number) => `${day(0).slice(0, 7)}-${String(n).padStart(2, '0')}`;

/** A talent of the agency of the test's own (created by the admin). */
export async function newTalent(email = `admin@${AGENCY}`) {
  const reply = await ok<{ id: string }>(email, '/auth/create-staff', {
    name: unique('Talent'),
    idNumber: unique('T').replace(' ', ''),
    phone: '082 555 0199',
  });
  return reply.id;
}

export async function newClient(email = `admin@${AGENCY}`) {
  const reply = await ok<{ id: string }>(email, '/auth/save-client', {
    name: unique('Production house'),
    clientReference: '',
    phone: '021 555 0100',
    email: 'bookings@example.co.za',
  });
  return reply.id;
}

/** A rate of `price` rands an hour (created by the manager), its id. */
export async function newRate(price: string, email = `manager@${AGENCY}`) {
  const reply = await ok<{ rate: { id: string } }>(email, '/auth/create-staff-rate', {
    name: unique('Rate'),
    price,
  });
  return reply.rate.id;
}

export const byTitle = (list: EventView[], title: string) => list.filter((e) => e.title === title);
