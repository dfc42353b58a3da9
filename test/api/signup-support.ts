import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { CheckoutForm } from '@shared/payments/schemas';
import type { OnboardCompanyReply } from '@shared/onboarding/schemas';
import type { LocalDomainEvent } from '../../functions/src/platform/adapters/local-domain-tenants';
import { api, login, uniqueEmail, type Session } from './support';

/** Helpers of the domain-change and refunds suites (issue 27): new companies by sign-up. */
export const PROVIDER = 'localhost';
export const MANAGER_PASSWORD = 'Onboard#2026';

let counter = 0;
/** A tag no other test uses, for names and domains. */
export function tag(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}`;
}

export function signUpDetails(domain: string, overrides: Record<string, unknown> = {}) {
  return {
    plan: 'Standard',
    name: `${domain} (Pty) Ltd`,
    site_domain: domain,
    industry: 'General',
    currency: 'ZAR',
    email: 'hello@example.co.za',
    primary_phone: '012 555 0199',
    primary_address: '12 Church Street',
    city: 'Pretoria',
    postal_code: '0002',
    manager_name: 'Thandi Nkosi',
    manager_email: uniqueEmail('domains'),
    manager_phone: '082 555 0101',
    password: MANAGER_PASSWORD,
    ...overrides,
  };
}

const form = (fields: ReadonlyArray<readonly [string, string]>) =>
  fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

const formPost = (path: string, body: string) =>
  api.post(path, undefined, {
    host: PROVIDER,
    rawBody: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Starts a sign-up on the provider's site; answers its reply (the checkout among it). */
export async function startSignUp(details: Record<string, unknown>) {
  const started = await api.post<OnboardCompanyReply>('/onboard-company', details, {
    host: PROVIDER,
  });
  expect(started.status, started.text).toBe(200);
  return started.body;
}

/** Opens the sign-up's sandbox order and pays it; `hold`: the notification is kept back. */
export async function paySignUp(checkout: CheckoutForm, hold = false) {
  const opened = await formPost(checkout.action, form(checkout.fields));
  expect(opened.status, opened.text).toBe(303);
  const order = /order\/([0-9a-f-]+)$/.exec(opened.headers.location ?? '')![1]!;
  const paid = await formPost(`/sandbox-gateway/pay/${order}${hold ? '?hold=1' : ''}`, '');
  expect(paid.status).toBe(303);
  if (!hold) return undefined;
  const orders =
    await api.get<Array<{ id: string; notification?: string }>>('/sandbox-gateway/orders');
  const notification = orders.body.find((o) => o.id === order)?.notification;
  expect(notification).toBeTruthy();
  return notification!;
}

/** Delivers a held notification as the gateway does. */
export const deliver = (notification: string) => formPost('/payments/notify', notification);

/** A new company, paid for in the sandbox, and its manager signed in on its own domain. */
export async function newCompany(
  domain: string,
): Promise<{ emis: string; domain: string; manager: Session }> {
  const details = signUpDetails(domain);
  const started = await startSignUp(details);
  await paySignUp(started.checkout);
  const manager = await login(details.manager_email, domain, MANAGER_PASSWORD);
  return { emis: started.emis, domain, manager };
}

const domainsFile = () => join(inject('dataDir'), 'outbox', 'domains.jsonl');

/** What the local CDN stand-in was asked (requests, removals) and told (validations). */
export function localDomainEvents(): LocalDomainEvent[] {
  try {
    return readFileSync(domainsFile(), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LocalDomainEvent);
  } catch {
    return [];
  }
}

/** Marks names validated (or failed) on the local CDN stand-in, as CloudFront would. */
export function validateLocally(domains: string[], result: 'active' | 'failed' = 'active') {
  mkdirSync(join(inject('dataDir'), 'outbox'), { recursive: true });
  for (const domain of domains)
    appendFileSync(domainsFile(), JSON.stringify({ op: 'validate', domain, result }) + '\n');
}
