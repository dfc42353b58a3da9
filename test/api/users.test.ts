import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '@shared/access';
import { api, login, testDeps, uniqueEmail, type Session } from './support';
import { fixtureMember } from './accounts-support';

const SCHOOL = '12824090253';
const HOST = 'school.localhost';
const PASSWORD = 'Invited#2026';

type Member = {
  id: string;
  name: string;
  email: string;
  alevel: number;
  role: string;
  sid: string | null;
  banned_at: string | null;
  ban_reason: string | null;
};
type Page = { rows: Member[]; cursor: string | null };
type Outbox = Array<{ to: string; subject: string; links: Array<{ href: string }> }>;

const sessions = new Map<string, Promise<Session>>();
const as = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, login(email, email.split('@')[1] ?? ''));
  return sessions.get(email) as Promise<Session>;
};
const post = async <T = unknown>(who: string | Session, path: string, body?: unknown) =>
  api.post<T>(path, body, {
    token: typeof who === 'string' ? (await as(who)).token : who.token,
    host: HOST,
  });
const get = async <T = unknown>(who: string | Session, path: string) =>
  api.get<T>(path, {
    token: typeof who === 'string' ? (await as(who)).token : who.token,
    host: HOST,
  });

const MANAGER = 'manager@school.localhost';

/**
 * A fresh member of the school at a level, signed in: a fixture member (the demo password cost);
 * the invitation's own registration is tested below ('users: invitations').
 */
async function freshMember(alevel: AccessLevel): Promise<Session & { email: string }> {
  const person = await fixtureMember(SCHOOL, alevel, {
    name: 'Lerato Dlamini',
    email: uniqueEmail('member'),
    password: PASSWORD,
  });
  return { ...(await login(person.email, HOST, person.password)), email: person.email };
}

async function allPages(who: string, filter: 'all' | 'ban' | 'unban'): Promise<Member[]> {
  const rows: Member[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: Page } = await post<Page>(who, '/auth/get-specific-users', {
      filter,
      ...(cursor ? { cursor } : {}),
    });
    expect(page.status).toBe(200);
    rows.push(...page.body.rows);
    cursor = page.body.cursor;
  } while (cursor);
  return rows;
}

describe('users: lists and look-ups', () => {
  it('lists the company members only, with the filter', async () => {
    const all = await get<Page>(MANAGER, '/auth/get-all-users?limit=1000');
    expect(all.status).toBe(200);
    const emails = all.body.rows.map((m) => m.email);
    expect(emails).toContain('manager@school.localhost');
    expect(emails).toContain('parent@school.localhost');
    expect(emails.some((e) => e.endsWith('@legal.localhost'))).toBe(false);
    expect(all.body.rows[0]).not.toHaveProperty('password_hash');

    const member = await freshMember(3);
    expect(
      (await post(MANAGER, '/auth/ban-user', { user: member.user.id, reason: 'Left school' }))
        .status,
    ).toBe(200);
    const banned = await allPages(MANAGER, 'ban');
    const active = await allPages(MANAGER, 'unban');
    expect(banned.map((m) => m.id)).toContain(member.user.id);
    expect(active.map((m) => m.id)).not.toContain(member.user.id);
    expect(banned.every((m) => m.banned_at)).toBe(true);
    expect(active.every((m) => !m.banned_at)).toBe(true);
    expect((await post(MANAGER, '/auth/get-specific-users', { filter: 'nope' })).status).toBe(400);
  });

  it('finds members by id and email; another company is "not found"', async () => {
    const byEmail = await post<Member>(MANAGER, '/auth/get-user-by-email', {
      userEmail: 'Staff@School.localhost',
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ email: 'staff@school.localhost', alevel: 5 });
    const byId = await post<Member>(MANAGER, '/auth/get-user-by-id', { userId: byEmail.body.id });
    expect(byId.body).toEqual(byEmail.body);

    // A person with an account at another company answers exactly like a missing one.
    const stranger = await post(MANAGER, '/auth/get-user-by-email', {
      userEmail: 'manager@legal.localhost',
    });
    const missing = await post(MANAGER, '/auth/get-user-by-email', {
      userEmail: 'nobody.at.all@example.co.za',
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: 'not found' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(stranger.body);

    const legalManager = await as('manager@legal.localhost');
    const otherId = await post(MANAGER, '/auth/get-user-by-id', { userId: legalManager.user.id });
    expect(otherId.status).toBe(404);
    expect(otherId.body).toEqual({ error: 'not found' });
    expect(
      (await post(MANAGER, '/auth/get-user-by-email', { userEmail: 'not-an-email' })).body,
    ).toMatchObject({ error: 'E-mail must be valid' });
  });

  it('offers only levels up to the caller own', async () => {
    const links = await get<Array<{ alevel: number; name: string }>>(
      MANAGER,
      '/auth/get-users-access-links',
    );
    expect(links.body.map((l) => l.alevel)).toEqual([1, 3, 5, 7, 9]);
    expect(links.body[4]).toEqual({ alevel: 9, name: 'Manager' });
  });

  it('is for managers and above', async () => {
    for (const path of ['/auth/get-all-users', '/auth/get-users-access-links']) {
      expect((await get('admin@school.localhost', path)).status).toBe(403);
    }
    for (const [path, body] of [
      ['/auth/get-specific-users', { filter: 'all' }],
      ['/auth/ban-user', { user: 'x', reason: 'y' }],
      ['/auth/unban-user', { user: 'x' }],
      ['/auth/grant-access-level', { user: 'x', alevel: 3 }],
      ['/auth/link-parent-to-student', { userId: 'x', sid: '1' }],
      ['/auth/get-user-by-id', { userId: 'x' }],
      ['/auth/get-user-by-email', { userEmail: 'a@b' }],
      ['/auth/invite-someone', {}],
    ] as const) {
      expect((await post('admin@school.localhost', path, body)).status, path).toBe(403);
      expect((await api.post(path, body, { host: HOST })).status, path).toBe(401);
    }
  });
});

describe('users: ban, unban, levels', () => {
  it('writes a change only while the member is still below the manager (a promotion between wins)', async () => {
    const member = await freshMember(3);
    const deps = testDeps();
    const members = deps.tenant(SCHOOL).members;
    // Promoted to manager by someone else after this manager's check, before the write.
    await members.setLevel(member.user.id, 9, 'manager');
    for (const write of [
      () => members.setBanned(member.user.id, '2026-11-23 10:00:00', 'late ban', 9),
      () => members.setLevel(member.user.id, 3, 'parent', 9),
      () => members.setSid(member.user.id, '2026-0001', 9),
    ]) {
      await expect(write()).rejects.toMatchObject({
        cause: { name: 'ConditionalCheckFailedException' },
      });
    }
    const after = await members.get(member.user.id);
    expect(after).toMatchObject({ alevel: 9 });
    expect(after?.banned_at).toBeUndefined();
    expect(after?.sid).toBeUndefined();
  });

  it('needs a reason to ban', async () => {
    const member = await freshMember(3);
    const none = await post(MANAGER, '/auth/ban-user', { user: member.user.id, reason: '  ' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'provide reason for account deactivation!' });
    const missing = await post(MANAGER, '/auth/ban-user', { user: member.user.id });
    expect(missing.body).toMatchObject({ error: 'provide reason for account deactivation!' });
  });

  it('a ban refuses the existing token at once; after unban sign-in works again', async () => {
    const member = await freshMember(5);
    expect((await api.get('/auth/user', { token: member.token, host: HOST })).status).toBe(200);

    const banned = await post<Member>(MANAGER, '/auth/ban-user', {
      user: member.user.id,
      reason: 'Contract ended',
    });
    expect(banned.status).toBe(200);
    expect(banned.body).toMatchObject({ ban_reason: 'Contract ended' });
    expect(banned.body.banned_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const refused = await api.get('/auth/user', { token: member.token, host: HOST });
    expect([401, 403]).toContain(refused.status);
    const signIn = await api.post(
      '/auth/login',
      { email: member.email, password: PASSWORD },
      { host: HOST },
    );
    expect(signIn.status).toBe(403);

    const unbanned = await post<Member>(MANAGER, '/auth/unban-user', { user: member.user.id });
    expect(unbanned.status).toBe(200);
    expect(unbanned.body).toMatchObject({ banned_at: null, ban_reason: null });
    const again = await login(member.email, HOST, PASSWORD);
    expect(again.user.alevel).toBe(5);
    expect((await api.get('/auth/user', { token: again.token, host: HOST })).status).toBe(200);
  });

  it('grants a level up to the caller own; the old token stops working', async () => {
    const member = await freshMember(3);
    const granted = await post<Member>(MANAGER, '/auth/grant-access-level', {
      user: member.user.id,
      alevel: 7,
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ alevel: 7, role: 'admin' });
    expect((await api.get('/auth/user', { token: member.token, host: HOST })).status).toBe(401);
    expect((await login(member.email, HOST, PASSWORD)).user.alevel).toBe(7);

    const above = await post(MANAGER, '/auth/grant-access-level', {
      user: member.user.id,
      alevel: 11,
    });
    expect(above.status).toBe(403);
    expect(above.body).toEqual({ error: 'You cannot grant an access level above your own' });
    const invalid = await post(MANAGER, '/auth/grant-access-level', {
      user: member.user.id,
      alevel: 4,
    });
    expect(invalid.status).toBe(400);
  });

  it('never changes the caller own account or one at or above the caller level', async () => {
    const me = await as(MANAGER);
    const self = await post(MANAGER, '/auth/ban-user', { user: me.user.id, reason: 'Oops' });
    expect(self.status).toBe(403);
    const peer = await freshMember(9);
    for (const [path, body] of [
      ['/auth/ban-user', { user: peer.user.id, reason: 'No' }],
      ['/auth/unban-user', { user: peer.user.id }],
      ['/auth/grant-access-level', { user: peer.user.id, alevel: 3 }],
      ['/auth/link-parent-to-student', { userId: peer.user.id, sid: '2026001' }],
    ] as const) {
      const answer = await post(MANAGER, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({
        error: 'You can only change the accounts of users below your own access level',
      });
    }
    // Another company's user is "not found", whatever the change.
    const legal = await as('staff@legal.localhost');
    for (const [path, body] of [
      ['/auth/ban-user', { user: legal.user.id, reason: 'No' }],
      ['/auth/unban-user', { user: legal.user.id }],
      ['/auth/grant-access-level', { user: legal.user.id, alevel: 3 }],
      ['/auth/link-parent-to-student', { userId: legal.user.id, sid: '2026001' }],
    ] as const) {
      const answer = await post(MANAGER, path, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ error: 'not found' });
    }
    expect(
      (await api.get('/auth/user', { token: legal.token, host: 'legal.localhost' })).status,
    ).toBe(200);
  });

  it('links a parent to a student', async () => {
    const parent = await freshMember(3);
    const linked = await post<Member>(MANAGER, '/auth/link-parent-to-student', {
      userId: parent.user.id,
      sid: '2026-0042',
    });
    expect(linked.status).toBe(200);
    expect(linked.body.sid).toBe('2026-0042');
    const empty = await post(MANAGER, '/auth/link-parent-to-student', {
      userId: parent.user.id,
      sid: '',
    });
    expect(empty.body).toMatchObject({ error: 'Field is required' });
  });
});

describe('users: invitations', () => {
  const invitation = (email: string) => ({
    userName: 'Thandi Nkosi',
    userPhone: '083 555 0199',
    userEmail: email,
    userAccess: '3',
    userSid: '2026-0107',
    userDomain: `${HOST}:3000`,
  });

  it('validates as the spec says', async () => {
    const empty = await post<{ fields: Record<string, string> }>(MANAGER, '/auth/invite-someone', {
      userName: '',
      userPhone: '',
      userEmail: '',
      userAccess: '',
      userDomain: HOST,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      userName: 'Field is required',
      userPhone: 'Field is required',
      userEmail: 'Email is required',
      userAccess: 'Field is required',
    });
    const bad = await post<{ fields: Record<string, string> }>(MANAGER, '/auth/invite-someone', {
      ...invitation('no-at-sign'),
    });
    expect(bad.body.fields).toMatchObject({ userEmail: 'E-mail must be valid' });
  });

  it('refuses another tenant domain, a level above the caller, and an existing member', async () => {
    const otherSite = await post(MANAGER, '/auth/invite-someone', {
      ...invitation(uniqueEmail('x')),
      userDomain: 'legal.localhost',
    });
    expect(otherSite.status).toBe(400);
    const above = await post(MANAGER, '/auth/invite-someone', {
      ...invitation(uniqueEmail('x')),
      userAccess: 11,
    });
    expect(above.status).toBe(403);
    const member = await post(MANAGER, '/auth/invite-someone', {
      ...invitation('staff@school.localhost'),
    });
    expect(member.status).toBe(409);
  });

  it('emails a link to the company site; the person registers at the level, linked', async () => {
    const email = uniqueEmail('invited');
    const sent = await post(MANAGER, '/auth/invite-someone', invitation(email));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toBe('success');

    const owner = await login('owner@localhost');
    const outbox = await api.get<Outbox>('/auth/local-outbox?kind=email', { token: owner.token });
    const mail = outbox.body.find((m) => m.to === email);
    expect(mail).toBeDefined();
    const href = mail?.links[0]?.href ?? '';
    const link = new URL(href);
    expect(link.hostname).toBe(HOST);
    expect(link.pathname).toBe('/register');
    const token = link.searchParams.get('token') ?? '';

    const shown = await api.post('/auth/get-invited-user', { token }, { host: HOST });
    expect(shown.body).toMatchObject({ email, alevel: 3, emis: SCHOOL });
    const registered = await api.post<Session>(
      '/auth/register-invited-user',
      { token, name: 'Thandi Nkosi', email, tel: '083 555 0199', password: PASSWORD },
      { host: HOST },
    );
    expect(registered.status, registered.text).toBe(200);
    const signedIn = await login(email, HOST, PASSWORD);
    expect(signedIn.user).toMatchObject({ alevel: 3, emis: SCHOOL, sid: '2026-0107' });
    const found = await post<Member>(MANAGER, '/auth/get-user-by-email', { userEmail: email });
    expect(found.body).toMatchObject({ alevel: 3, sid: '2026-0107', role: 'parent' });
  });
});
