import { describe, expect, inject, it } from 'vitest';
import type { CheckoutForm } from '@shared/payments/schemas';
import type {
  CreateCompanyReply,
  DomainStatusReply,
  OnboardCompanyReply,
  OnboardingView,
} from '@shared/onboarding/schemas';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { systemContext } from '../../functions/src/kernel/context';
import { onboardingSettlement } from '../../functions/src/onboarding';
import { STARTS_PER_SITE_PER_HOUR } from '../../functions/src/onboarding/start';
import { api, login, outbox, PASSWORD, runtimeClock, testDeps, uniqueEmail } from './support';

const PROVIDER = 'localhost';
const port = () => new URL(inject('baseUrl')).port;
const MANAGER_PASSWORD = 'Onboard#2026';

type Order = { id: string; notification?: string; state: string };

let counter = 0;
/** A company name and a `.localhost` domain no other test uses. */
function fresh(prefix = 'Acme') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { name: `${prefix} ${tag} (Pty) Ltd`, domain: `${prefix.toLowerCase()}-${tag}.localhost` };
}

function details(overrides: Record<string, unknown> = {}) {
  const { name, domain } = fresh();
  return {
    plan: 'Standard',
    name,
    site_domain: domain,
    industry: 'General',
    currency: 'ZAR',
    email: 'hello@acme.example.co.za',
    primary_phone: '012 555 0199',
    primary_address: '12 Church Street',
    city: 'Pretoria',
    postal_code: '0002',
    manager_name: 'Thandi Nkosi',
    manager_email: uniqueEmail('thandi'),
    manager_phone: '082 555 0101',
    password: MANAGER_PASSWORD,
    ...overrides,
  };
}

// Each start from an address of its own: the per-address hourly limit is shared with every
// other file on the runtime (the fuzz sends onboard-company from the test's own address).
let address = 0;
const start = (body: Record<string, unknown>, host = PROVIDER) =>
  api.post<OnboardCompanyReply & { error?: string; fields?: Record<string, string> }>(
    '/onboard-company',
    body,
    { host, headers: { 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` } },
  );

const status = (token: string) =>
  api.post<OnboardingView>('/onboarding-status', { token }, { host: PROVIDER });

const form = (fields: ReadonlyArray<readonly [string, string]>) =>
  fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** Posts the checkout to the sandbox gateway as the browser does; answers the order's id. */
async function openOrder(checkout: CheckoutForm): Promise<string> {
  const response = await api.post(checkout.action, undefined, {
    host: PROVIDER,
    rawBody: form(checkout.fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status, response.text).toBe(303);
  return /order\/([0-9a-f-]+)$/.exec(response.headers.location ?? '')![1]!;
}

/** Pay (or Cancel) on the sandbox gateway's page; answers where the browser is sent. */
async function decide(order: string, action: 'pay' | 'cancel', hold = false) {
  const response = await api.post(
    `/sandbox-gateway/${action}/${order}${hold ? '?hold=1' : ''}`,
    undefined,
    {
      host: PROVIDER,
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  );
  expect(response.status).toBe(303);
  return response.headers.location ?? '';
}

async function sandboxOrder(id: string): Promise<Order> {
  const response = await api.get<Order[]>('/sandbox-gateway/orders');
  return response.body.find((o) => o.id === id)!;
}

const notify = (body: string) =>
  api.post<string>('/payments/notify', undefined, {
    host: PROVIDER,
    rawBody: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const companyAt = (domain: string) =>
  api.post<CompanyWithDomainReply>('/get-company-with-domain', { domain }, { host: domain });

const emailsTo = (address: string) => outbox('email').filter((m) => m.to === address);

/** Starts onboarding and pays it in the sandbox; answers the start's reply. */
async function signUpAndPay(body: Record<string, unknown>) {
  const started = await start(body);
  expect(started.status, started.text).toBe(200);
  const order = await openOrder(started.body.checkout);
  await decide(order, 'pay');
  return { ...started.body, order };
}

describe('onboarding a new company by card (onboarding-new-company?plan=...)', () => {
  it('pays through the sandbox: the company exists with its domain, labels, defaults, default site and a manager who signs in on the new host', async () => {
    const body = details({ plan: 'Legal', industry: 'Legal Practice' });
    const started = await start(body);
    expect(started.status, started.text).toBe(200);
    const { token, checkout, price, emis } = started.body;
    expect(price).toMatchObject({ plan: 'Legal', currency: 'ZAR', amount: 449_900 });
    expect(checkout.fields).toContainEqual(['amount', '4499.00']);
    expect(checkout.fields.find(([k]) => k === 'return_url')?.[1]).toBe(
      `http://localhost:${port()}/payment-complete?kind=onboarding&token=${token}`,
    );
    expect(emis).toMatch(/^acme-[a-z0-9]+-pty-ltd$/);
    // Nothing exists until the gateway confirms the payment.
    expect((await companyAt(body.site_domain)).status).toBe(404);
    expect((await status(token)).body.status).toBe('pending');

    const order = await openOrder(checkout);
    const back = await decide(order, 'pay');
    expect(back).toBe(checkout.fields.find(([k]) => k === 'return_url')?.[1]);
    const view = await status(token);
    expect(view.body).toMatchObject({ status: 'created', emis, site_domain: body.site_domain });

    const site = await companyAt(body.site_domain);
    expect(site.status, site.text).toBe(200);
    expect(site.body.company).toMatchObject({
      name: body.name,
      domain: body.site_domain,
      industry: 'Legal Practice',
      plan: 'Legal',
      currency: 'ZAR',
      tax_rate: 15,
      email: body.email,
      primary_phone: body.primary_phone,
    });
    expect(site.body.labels).toMatchObject({ matter: 'Matter', product: 'Disbursement' });
    expect(site.body.legal_services).toBe(true);
    expect(site.body.website.services.map((s) => s.title)).toContain('Consultations');
    expect(site.body.website.faqs.length).toBeGreaterThan(0);
    const branches = await api.post<Array<{ name: string; city: string }>>(
      '/get-all-branches',
      {},
      { host: body.site_domain },
    );
    expect(branches.body).toEqual([
      expect.objectContaining({ name: 'Head Office', city: 'Pretoria' }),
    ]);

    const manager = await login(body.manager_email, body.site_domain, MANAGER_PASSWORD);
    expect(manager.user).toMatchObject({ emis, alevel: 9 });
    const domain = await api.post<DomainStatusReply>('/auth/get-domain-status', undefined, {
      host: body.site_domain,
      token: manager.token,
    });
    expect(domain.status, domain.text).toBe(200);
    expect(domain.body).toMatchObject({ domain: body.site_domain, status: 'active', record: null });

    const [email, ...more] = emailsTo(body.manager_email);
    expect(more).toEqual([]);
    expect(String(email?.subject)).toContain(body.name);
    expect(JSON.stringify(email)).toContain(`http://${body.site_domain}:${port()}/login`);
    expect(String(email?.body ?? email?.text)).toMatch(/open Site Domain on the switchboard/);
  });

  it('applies a notification delivered twice (and two at once) once: one company, one manager, one email', async () => {
    const body = details();
    const started = await start(body);
    const order = await openOrder(started.body.checkout);
    await decide(order, 'pay', true);
    const { notification } = await sandboxOrder(order);
    expect(notification).toBeTruthy();
    // Four at once: two were enough, now and then, to send the email twice.
    const replies = await Promise.all([1, 2, 3, 4].map(() => notify(notification!)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await notify(notification!)).status).toBe(200);

    expect((await status(started.body.token)).body.status).toBe('created');
    const deps = testDeps();
    const members = await deps.db.entities.membership.query
      .byCompany({ emis: started.body.emis })
      .go({ pages: 'all' });
    expect(members.data.map((m) => m.alevel)).toEqual([9]);
    expect(emailsTo(body.manager_email)).toHaveLength(1);

    // The race itself, every time: two deliveries that both read the company as made and not
    // yet emailed. With the mark taken away, the hook runs twice at once in this process, where
    // both reads go out before either write; one of them sends.
    await deps.db.entities.onboarding
      .patch({ token: started.body.token })
      .remove(['emailed_at'])
      .go();
    const after = onboardingSettlement.after!;
    const ctx = systemContext(deps, PROVIDER_EMIS) as unknown as Parameters<typeof after>[0];
    const paid = { token: started.body.token } as Parameters<typeof after>[1];
    await Promise.all([after(ctx, paid), after(ctx, paid)]);
    expect(emailsTo(body.manager_email)).toHaveLength(2);

    const checkout = await deps.db.entities.checkout.get({ token: started.body.token }).go();
    expect(checkout.data).toMatchObject({
      status: 'complete',
      purpose: 'onboarding',
      emis: 'baron-007',
    });
  });

  it('prices the plan in the company currency and charges its rands', async () => {
    const started = await start(details({ plan: 'Standard', currency: 'USD' }));
    expect(started.status, started.text).toBe(200);
    // The test rate service: 1 ZAR = 0.0555 USD.
    expect(started.body.price).toMatchObject({
      plan: 'Standard',
      currency: 'USD',
      amount: 7_764,
      charged: { currency: 'ZAR', amount: 139_900 },
      rate: 0.0555,
    });
    expect(started.body.checkout.fields).toContainEqual(['amount', '1399.00']);
    const view = await status(started.body.token);
    expect(view.body.price).toMatchObject({ currency: 'USD', amount: 7_764 });
  });

  it('refuses a domain or emis that a company has, or that another sign-up holds, with a clear 409', async () => {
    const taken = await start(details({ site_domain: 'shop.localhost' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/domain already belongs to a company/);
    expect(taken.body.fields).toHaveProperty('site_domain');

    const emis = await start(details({ company_emis: 'vula-trading' }));
    expect(emis.status).toBe(409);
    expect(emis.body.error).toMatch(/code \(emis\) already exists/);

    const first = details();
    expect((await start(first)).status).toBe(200);
    const again = await start(details({ site_domain: first.site_domain }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/being registered by someone else/);

    const reserved = await start(details({ company_emis: '091091091' }));
    expect(reserved.status).toBe(400);
    const bad = await start(details({ site_domain: 'not a domain' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('site_domain');
  });

  it('cancels: the gateway returns to cancel-onboarding, the sign-up is cancelled and its domain free again', async () => {
    const body = details();
    const started = await start(body);
    const order = await openOrder(started.body.checkout);
    const back = await decide(order, 'cancel');
    expect(back).toBe(`http://localhost:${port()}/cancel-onboarding?token=${started.body.token}`);
    // The page the gateway returns to is the web app's, not an API path.
    const page = await api.get(`/cancel-onboarding?token=${started.body.token}`, {
      host: PROVIDER,
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const cancelled = await api.post<OnboardingView>(
      '/onboarding-cancel',
      { token: started.body.token },
      { host: PROVIDER },
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await status(started.body.token)).body.status).toBe('cancelled');
    expect((await companyAt(body.site_domain)).status).toBe(404);
    // Cancelling again is harmless; the domain can be signed up for again.
    expect(
      (await api.post('/onboarding-cancel', { token: started.body.token }, { host: PROVIDER }))
        .status,
    ).toBe(200);
    expect((await start({ ...details(), site_domain: body.site_domain })).status).toBe(200);
  });

  it('lets a manager who already has an account add the company with that account, and refuses a wrong password', async () => {
    const wrong = await start(details({ manager_email: 'manager@shop.localhost' }));
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatch(/already has a Kantoor account/);
    const body = details({ manager_email: 'manager@shop.localhost', password: PASSWORD });
    const paid = await signUpAndPay(body);
    expect((await status(paid.token)).body.status).toBe('created');
    const session = await login('manager@shop.localhost', body.site_domain);
    expect(session.user).toMatchObject({ emis: paid.emis, alevel: 9 });
  });

  it('is served only on the provider site, and a new account needs a strong password', async () => {
    expect((await start(details(), 'shop.localhost')).status).toBe(404);
    const weak = await start(details({ password: 'password' }));
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toHaveProperty('password');
    expect((await status('x'.repeat(20))).status).toBe(404);
  });
});

describe('create-company (super admin) and the domain panel', () => {
  it('makes the company at once and invites its manager, who registers on the new host', async () => {
    const owner = await login('owner@localhost');
    const { name, domain } = fresh('Direct');
    const managerEmail = uniqueEmail('direct');
    const body = { ...details(), name, site_domain: domain, manager_email: managerEmail };
    delete (body as Record<string, unknown>).password;
    const created = await api.post<CreateCompanyReply>('/auth/create-company', body, {
      host: PROVIDER,
      token: owner.token,
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({ name, site_domain: domain, manager_email: managerEmail });
    expect(created.body).not.toHaveProperty('domain');
    expect((await companyAt(domain)).body.company.name).toBe(name);

    const email = emailsTo(managerEmail).at(-1);
    const link = JSON.stringify(email).match(/register\?token=([A-Za-z0-9_%-]+)/)?.[1];
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link!);
    const registered = await api.post<{ token: string; user: { alevel: number; emis: string } }>(
      '/auth/register-invited-user',
      {
        token,
        name: 'Direct Manager',
        email: managerEmail,
        tel: '0825550123',
        password: MANAGER_PASSWORD,
      },
      { host: domain },
    );
    expect(registered.status, registered.text).toBe(200);
    expect(registered.body.user).toMatchObject({ alevel: 9, emis: created.body.emis });
    // The manager's Site Domain sets the domain up (locally a .localhost answers at once).
    const panel = await api.post<DomainStatusReply>('/auth/get-domain-status', undefined, {
      host: domain,
      token: registered.body.token,
    });
    expect(panel.status, panel.text).toBe(200);
    expect(panel.body).toMatchObject({ domain, status: 'active', record: null });

    const again = await api.post<{ error: string }>('/auth/create-company', body, {
      host: PROVIDER,
      token: owner.token,
    });
    expect(again.status).toBe(409);
  });

  it('refuses create-company below super admin and the domain panel below manager', async () => {
    const manager = await login('manager@localhost');
    const refused = await api.post('/auth/create-company', details(), {
      host: PROVIDER,
      token: manager.token,
    });
    expect(refused.status).toBe(403);
    const staff = await login('staff@shop.localhost', 'shop.localhost');
    const panel = await api.post('/auth/get-domain-status', undefined, {
      host: 'shop.localhost',
      token: staff.token,
    });
    expect(panel.status).toBe(403);
    const shopManager = await login('manager@shop.localhost', 'shop.localhost');
    const shop = await api.post<DomainStatusReply>('/auth/get-domain-status', undefined, {
      host: 'shop.localhost',
      token: shopManager.token,
    });
    expect(shop.body).toMatchObject({ domain: 'shop.localhost', status: 'active' });
  });
});

describe('onboarding limits', () => {
  it(`refuses sign-ups past ${STARTS_PER_SITE_PER_HOUR} an hour on the provider's site, from any address (429)`, async () => {
    const rates = testDeps().global.rates;
    const bucket = `onboard:site:${PROVIDER_EMIS}`;
    const hour = 3600;
    const now = runtimeClock.now();
    // The hour's window as if the site had taken its limit already (from other addresses).
    const window = String(Math.floor(now.getTime() / 1000 / hour));
    const before = await rates.count(bucket, hour, now);
    await testDeps()
      .db.entities.rateWindow.put({
        bucket,
        window,
        count: STARTS_PER_SITE_PER_HOUR,
        expires_at: (Number(window) + 1) * hour + 60,
      })
      .go();
    try {
      const refused = await api.post('/onboard-company', details(), {
        host: PROVIDER,
        headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
      });
      expect(refused.status).toBe(429);
      expect(refused.text).toContain('Too many requests');
    } finally {
      // The window as it was, for the other sign-ups of the hour.
      await testDeps()
        .db.entities.rateWindow.put({
          bucket,
          window,
          count: before,
          expires_at: (Number(window) + 1) * hour + 60,
        })
        .go();
    }
  });
});
