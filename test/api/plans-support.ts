import { expect } from 'vitest';
import type { CreateCompanyReply } from '@shared/onboarding/schemas';
import type { AccessLevel } from '@shared/access';
import type { PlanName } from '@shared/plans/entitlements';
import { createInvitation } from '../../functions/src/auth/invitations';
import { transaction } from '../../functions/src/kernel/transaction';
import { planRevenueSteps } from '../../functions/src/provider';
import { fixtureMember } from './accounts-support';
import { api, login, testDeps, uniqueEmail } from './support';

type Reply<T> = { status: number; body: T; text: string };

/**
 * A company of its own for the plan suites (issue 27), made by the provider's create-company,
 * with a manager (its first user) made as an accepted invitation makes one, at the demo
 * password cost (`fixtureMember`), and signed in over HTTP. Registering through the invitation
 * hashed at N=2^17: about 0.35 s of CPU for each of the thirty-odd companies the suites make,
 * where registration is not what they test (invitations.test.ts and user-limit.test.ts register
 * through invitations). `setPlan` switches its plan and industry in place: the pipeline reads
 * the company with each request.
 */
export async function planCompany(plan: PlanName, prefix = 'plans') {
  const owner = await login('owner@localhost');
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const domain = `${prefix}-${tag}.localhost`;
  const created = await api.post<CreateCompanyReply>(
    '/auth/create-company',
    {
      plan,
      name: `Plans ${tag} (Pty) Ltd`,
      site_domain: domain,
      industry: 'General',
      currency: 'ZAR',
      email: 'hello@plans.example.co.za',
      primary_phone: '012 555 0199',
      primary_address: '12 Church Street',
      city: 'Pretoria',
      postal_code: '0002',
      manager_name: 'Thandi Nkosi',
      manager_email: uniqueEmail('plans'),
      manager_phone: '082 555 0101',
    },
    { host: 'localhost', token: owner.token },
  );
  expect(created.status, created.text).toBe(200);
  const emis = created.body.emis;
  const manager = await fixtureMember(emis, 9, {
    name: 'Invited Person',
    email: uniqueEmail('invited'),
  });
  const { token } = await login(manager.email, domain, manager.password);
  const { post, get } = memberOf(domain, token);
  const setPlan = (next: PlanName, industry = 'General') => switchPlan(emis, next, industry);
  return {
    emis,
    domain,
    post,
    get,
    setPlan,
    /**
     * Another person of the company at `alevel` (a staff user: 5), signed in: a fixture member
     * (the demo password cost; registration has its own tests), signed in over HTTP.
     */
    member: async (alevel: AccessLevel) => {
      const person = await fixtureMember(emis, alevel, { name: 'Home Person' });
      const { token: theirs } = await login(person.email, domain, person.password);
      return memberOf(domain, theirs);
    },
    token,
    email: manager.email,
    password: manager.password,
  };
}

const INVITED_PASSWORD = 'Invited#2026';

/** A signed-in person's requests on the company's domain. */
const memberOf = (domain: string, token: string) => ({
  post: <T>(path: string, body?: unknown): Promise<Reply<T>> =>
    api.post<T>(path, body, { token, host: domain }),
  get: <T>(path: string): Promise<Reply<T>> => api.get<T>(path, { token, host: domain }),
});

/** What `planCompany` answers: the company, its manager's requests and more people. */
export type PlanCompany = Awaited<ReturnType<typeof planCompany>>;

/**
 * Puts a company on `next` (and `industry`, when given) as a paid plan change would: the
 * provider's revenue figure moves in the same transaction. Answers the plan it had, to restore.
 */
export async function switchPlan(
  emis: string,
  next: PlanName,
  industry?: string,
): Promise<PlanName> {
  const db = testDeps().db;
  const { data } = await db.entities.company.get({ emis }).go({ consistent: true });
  const before = (data?.plan ?? 'Standard') as PlanName;
  await transaction(db, (tx) => [
    {
      name: 'plan',
      write: tx.company
        .patch({ emis })
        .set({ plan: next, ...(industry ? { industry: industry as 'General' } : {}) })
        .commit(),
    },
    ...(before === next ? [] : planRevenueSteps(tx, { plan: before }, { plan: next })),
  ]);
  return before;
}

/** An invitation at `alevel` to the company, registered as a new person (the reply and the email). */
export async function registerInvited(emis: string, domain: string, alevel: number) {
  const deps = testDeps();
  const email = uniqueEmail('invited');
  const { token } = await createInvitation(deps, deps.tenant(emis), {
    name: 'Invited Person',
    email,
    phone: '082 555 0102',
    alevel,
    invitedBy: 'test',
  });
  const reply = await api.post<{ token: string; user: { id: string } }>(
    '/auth/register-invited-user',
    { token, name: 'Invited Person', email, tel: '0825550102', password: INVITED_PASSWORD },
    { host: domain },
  );
  return { ...reply, email };
}

/** A new person's self-registration on the company's site. */
export const registerOn = (domain: string, email = uniqueEmail('self')) =>
  api.post<{ token: string; user: { id: string }; error?: string }>(
    '/auth/register',
    { name: 'Self Registered', email, tel: '0825550103', password: 'Register#2026' },
    { host: domain },
  );
