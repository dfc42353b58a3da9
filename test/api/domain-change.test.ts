import { describe, expect, it } from 'vitest';
import type { DomainChangeView } from '@shared/domains/schemas';
import { DOMAIN_MESSAGES } from '@shared/domains/schemas';
import type { CompanyWithDomainReply } from '@shared/company/public-company';
import type { DomainStatusReply } from '@shared/onboarding/schemas';
import { api, login, type Session } from './support';
import {
  localDomainEvents,
  newCompany,
  signUpDetails,
  startSignUp,
  tag,
  validateLocally,
} from './signup-support';

/** A manager's call on their company's site (the host follows the domain as it changes). */
const as = (manager: Session, host: string) => ({
  get: () => api.get<DomainChangeView>('/auth/domain-change', { host, token: manager.token }),
  change: (newDomain: unknown) =>
    api.post<DomainChangeView & { error?: string; fields?: Record<string, string> }>(
      '/auth/change-domain',
      { new_domain: newDomain },
      { host, token: manager.token },
    ),
  check: () =>
    api.post<DomainChangeView>('/auth/check-domain-change', {}, { host, token: manager.token }),
  cancel: () =>
    api.post<DomainChangeView & { error?: string }>(
      '/auth/cancel-domain-change',
      {},
      { host, token: manager.token },
    ),
  status: () =>
    api.post<DomainStatusReply>('/auth/get-domain-status', undefined, {
      host,
      token: manager.token,
    }),
});

/** Which company a host reaches (its emis), or the status when none. */
async function siteAt(host: string): Promise<string | number> {
  const reply = await api.post<CompanyWithDomainReply>(
    '/get-company-with-domain',
    { domain: host },
    { host },
  );
  return reply.status === 200 ? reply.body.company.emis : reply.status;
}

describe('a domain change (issue 27)', () => {
  it('serves both names while pending, switches once active, releases the old one for others', async () => {
    const company = await newCompany(`${tag('move')}.localhost`);
    const manager = as(company.manager, company.domain);
    // The first domain's tenant, as the manager's Site Domain requests it.
    expect((await manager.status()).body.status).toBe('active');
    const apex = `${tag('moved')}.co.za`;

    const started = await manager.change(apex);
    expect(started.status, started.text).toBe(200);
    expect(started.body.domain).toBe(company.domain);
    expect(started.body.pending).toMatchObject({
      domain: apex,
      hosts: [apex, `www.${apex}`],
      status: 'pending-validation',
    });
    // The records to set: an ALIAS at the apex (no CNAME there), a CNAME for www.
    expect(started.body.pending?.records).toEqual([
      { type: 'ALIAS', name: apex, value: 'localhost' },
      { type: 'CNAME', name: `www.${apex}`, value: 'localhost' },
    ]);
    // Both the old and the new names reach the site meanwhile.
    expect(await siteAt(company.domain)).toBe(company.emis);
    expect(await siteAt(apex)).toBe(company.emis);
    expect(await siteAt(`www.${apex}`)).toBe(company.emis);
    // A second change waits for this one.
    const again = await manager.change(`${tag('other')}.co.za`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DOMAIN_MESSAGES.pending);

    // Not validated yet: checking changes nothing.
    const early = await manager.check();
    expect(early.status, early.text).toBe(200);
    expect(early.body.domain).toBe(company.domain);
    expect(early.body.pending?.status).toBe('pending-validation');

    // Half validated (the apex only): still pending, only www's record left.
    validateLocally([apex]);
    const half = await manager.check();
    expect(half.body.pending?.records).toEqual([
      { type: 'CNAME', name: `www.${apex}`, value: 'localhost' },
    ]);
    expect(half.body.domain).toBe(company.domain);

    validateLocally([`www.${apex}`]);
    const done = await manager.check();
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({
      domain: apex,
      hosts: [apex, `www.${apex}`],
      pending: null,
      previous: { domain: company.domain },
    });
    // The old name no longer reaches the company; its tenant is taken off the CDN.
    expect(await siteAt(company.domain)).toBe(404);
    expect(await siteAt(apex)).toBe(company.emis);
    const events = localDomainEvents();
    expect(events).toContainEqual({ op: 'remove', tenant: `local:${company.domain}` });
    expect(events).toContainEqual({
      op: 'request',
      tenant: `local:${apex}`,
      domains: [apex, `www.${apex}`],
    });

    // Links use the new domain: the site's page names it, and the panel reads it.
    const panel = await as(company.manager, apex).status();
    expect(panel.body.domain).toBe(apex);
    const page = await api.get<string>('/', { host: apex });
    expect(page.status).toBe(200);

    // Another company may now claim the released name (a .localhost one is active at once).
    const other = await newCompany(`${tag('taker')}.localhost`);
    const taken = await as(other.manager, other.domain).change(company.domain);
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body).toMatchObject({ domain: company.domain, pending: null });
    expect(await siteAt(company.domain)).toBe(other.emis);
  });

  it('refuses a name another company has (409), one a sign-up holds, and bad names, writing nothing', async () => {
    const company = await newCompany(`${tag('refuse')}.localhost`);
    const manager = as(company.manager, company.domain);
    const taken = await manager.change('shop.localhost');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/already belongs to a company/);
    expect(taken.body.fields).toHaveProperty('new_domain');
    const held = `${tag('held')}.localhost`;
    await startSignUp(signUpDetails(held));
    const holding = await manager.change(held);
    expect(holding.status).toBe(409);
    expect(holding.body.error).toMatch(/being registered/);
    for (const bad of ['not a domain', company.domain, '']) {
      const reply = await manager.change(bad);
      expect(reply.status, bad).toBe(400);
      expect(reply.body.fields).toHaveProperty('new_domain');
    }
    expect((await manager.get()).body.pending).toBeNull();
    expect(await siteAt('shop.localhost')).toBe('vula-trading');
    // Nothing to cancel.
    expect((await manager.cancel()).status).toBe(404);
  });

  it("keeps each company's change its own, and leaves it to managers", async () => {
    const company = await newCompany(`${tag('own')}.localhost`);
    const manager = as(company.manager, company.domain);
    const next = `www.${tag('own-next')}.co.za`;
    expect((await manager.change(next)).body.pending?.hosts).toEqual([next, next.slice(4)]);
    // Another company's manager sees and cancels only their own (nothing pending there).
    const shop = await login('manager@shop.localhost', 'shop.localhost');
    const theirs = as(shop, 'shop.localhost');
    expect((await theirs.get()).body.pending).toBeNull();
    expect((await theirs.cancel()).status).toBe(404);
    expect(await siteAt(next)).toBe(company.emis);
    // Below manager: refused.
    const admin = await login('admin@shop.localhost', 'shop.localhost');
    expect((await as(admin, 'shop.localhost').change('x.example.co.za')).status).toBe(403);

    // Cancelled: the names are free again and the tenant asked for is removed.
    const cancelled = await manager.cancel();
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ domain: company.domain, pending: null });
    expect(await siteAt(next)).toBe(404);
    expect(await siteAt(next.slice(4))).toBe(404);
    expect(localDomainEvents()).toContainEqual({ op: 'remove', tenant: `local:${next}` });
    expect(await siteAt(company.domain)).toBe(company.emis);
  });

  it("makes a name under the provider's zone active at once, without a tenant", async () => {
    const company = await newCompany(`${tag('zone')}.localhost`);
    const manager = as(company.manager, company.domain);
    const name = `${tag('acme')}.kantoor.co.za`;
    const switched = await manager.change(name);
    expect(switched.status, switched.text).toBe(200);
    expect(switched.body).toMatchObject({ domain: name, hosts: [name], pending: null });
    expect(await siteAt(name)).toBe(company.emis);
    expect(await siteAt(company.domain)).toBe(404);
    // Site Domain says active (it answered 503 for such a name before).
    const status = await as(company.manager, name).status();
    expect(status.status, status.text).toBe(200);
    expect(status.body).toMatchObject({ domain: name, status: 'active', record: null });
    expect(
      localDomainEvents().some((e) => e.op === 'request' && e.tenant === `local:${name}`),
    ).toBe(false);
    // Deeper than one label, or the provider's own names: refused.
    const deep = await as(company.manager, name).change(`a.${name}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatch(/Only one name under the provider domain/);
    expect((await as(company.manager, name).change('www.kantoor.co.za')).status).toBe(409);
  });
});
