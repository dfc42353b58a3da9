import { describe, expect, it } from 'vitest';
import { createInvitation, hashInvitationToken } from '../../functions/src/auth/invitations';
import { api, runtimeClock, testDeps, uniqueEmail } from './support';

const SCHOOL = '12824090253';
const HOST = 'school.localhost';

async function invite(alevel: number, email = uniqueEmail('invitee')) {
  const deps = testDeps();
  const { token } = await createInvitation(deps, deps.tenant(SCHOOL), {
    name: 'Sipho Mthembu',
    email,
    phone: '083 555 0142',
    alevel,
    invitedBy: 'test',
  });
  return { token, email };
}

describe('invitations', () => {
  it('shows the invitation and registers the person at the invited level, once', async () => {
    const { token, email } = await invite(5);
    const shown = await api.post('/auth/get-invited-user', { token }, { host: HOST });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      name: 'Sipho Mthembu',
      email,
      phone: '083 555 0142',
      alevel: 5,
      emis: SCHOOL,
    });

    const registered = await api.post<{
      token: string;
      user: { alevel: number; emis: string; role: string };
    }>(
      '/auth/register-invited-user',
      // The requested level is ignored: the invitation decides.
      {
        token,
        name: 'Sipho Mthembu',
        email,
        tel: '083 555 0142',
        password: 'Invited#2026',
        alevel: 11,
        emis: SCHOOL,
      },
      { host: HOST },
    );
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({ alevel: 5, emis: SCHOOL, role: 'staff' });

    const reused = await api.post(
      '/auth/register-invited-user',
      { token, name: 'X', email, tel: '1', password: 'Invited#2026' },
      { host: HOST },
    );
    expect(reused.status).toBe(410);
    expect(await api.post('/auth/get-invited-user', { token }, { host: HOST })).toMatchObject({
      status: 410,
    });

    const signedIn = await api.post<{ user: { alevel: number } }>(
      '/auth/login',
      { email, password: 'Invited#2026' },
      { host: HOST },
    );
    expect(signedIn.body.user.alevel).toBe(5);
  });

  it('spends a token once even when two registrations race', async () => {
    const { token, email } = await invite(3);
    const body = { token, name: 'Race Person', email, tel: '0825550111', password: 'Invited#2026' };
    const results = await Promise.all([
      api.post('/auth/register-invited-user', body, { host: HOST }),
      api.post('/auth/register-invited-user', body, { host: HOST }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
  });

  it('refuses an unknown token, an expired one and another email clearly', async () => {
    const unknown = await api.post(
      '/auth/get-invited-user',
      { token: 'no-such-token' },
      { host: HOST },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: 'This invitation link is invalid or has already been used',
    });

    const deps = testDeps();
    const expiredToken = 'expired-token-value-123';
    await deps.tenant(SCHOOL).invitations.create({
      token_hash: hashInvitationToken(expiredToken),
      name: 'Late Person',
      email: 'late@example.co.za',
      alevel: 3,
      created_at: '2026-01-01 08:00:00',
      expires_at: Math.floor(runtimeClock.now().getTime() / 1000) - 10,
    });
    const expired = await api.post(
      '/auth/get-invited-user',
      { token: expiredToken },
      { host: HOST },
    );
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ error: 'This invitation has expired. Ask for a new one.' });

    const { token } = await invite(5);
    const otherEmail = await api.post(
      '/auth/register-invited-user',
      {
        token,
        name: 'X Y',
        email: uniqueEmail('other'),
        tel: '0825550100',
        password: 'Invited#2026',
      },
      { host: HOST },
    );
    expect(otherEmail.status).toBe(400);
  });

  it('an invitation belongs to its company: another site does not know it', async () => {
    const { token } = await invite(5);
    const elsewhere = await api.post(
      '/auth/get-invited-user',
      { token },
      { host: 'shop.localhost' },
    );
    expect(elsewhere.status).toBe(404);
  });

  it('applies the password policy to a new invited person and writes nothing on failure', async () => {
    const { token, email } = await invite(5);
    const weak = await api.post(
      '/auth/register-invited-user',
      { token, name: 'W', email, tel: '1', password: 'weak' },
      { host: HOST },
    );
    expect(weak.status).toBe(400);
    expect(await testDeps().accounts.findUserByEmail(email)).toBeUndefined();
    expect((await api.post('/auth/get-invited-user', { token }, { host: HOST })).status).toBe(200);
  });
});
