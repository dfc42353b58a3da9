import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { LEVEL } from '@shared/access';
import { fixtureMember } from './accounts-support';
import { api, login, PASSWORD, runtimeClock, testDeps, uniqueEmail } from './support';

type UserBody = {
  id: string;
  alevel: number;
  emis: string;
  role: string;
  email: string;
  companies: Array<{ emis: string }>;
};

const LEGAL = 'mokoena-attorneys';
const SHOP = 'vula-trading';

async function registerAt(host: string, email: string, password = 'Strong#Pass9') {
  return api.post<{ token: string; user: UserBody }>(
    '/auth/register',
    { name: 'Lindiwe Dube', email, tel: '082 555 0199', password },
    { host },
  );
}

/**
 * An account of the shop's at level 1 (as /auth/register makes one) with a demo-cost hash: the
 * throttle, ban and level tests sign in to it up to ten times, each 0.5 s of CPU against a
 * registered account's N=2^17; what they test is the counter, the ban and the token version.
 */
const cheapAccount = (email: string) =>
  fixtureMember(SHOP, LEVEL.guest, { email, password: 'Strong#Pass9' });

/** A token signed with the server's own local key but claims of our choosing. */
async function forgeWithServerKey(claims: Record<string, unknown>) {
  const stored = JSON.parse(
    readFileSync(join(inject('dataDir'), 'keys', 'jwt-es256.json'), 'utf8'),
  ) as {
    kid: string;
    privateJwk: JWK;
  };
  const key = await importJWK(stored.privateJwk, 'ES256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: stored.kid }).sign(key);
}

describe('sign-in', () => {
  it('signs the legal manager in at level 9 and /auth/user agrees', async () => {
    const session = await login('manager@legal.localhost', 'legal.localhost');
    expect(session.token.split('.')).toHaveLength(3);
    expect(session.user).toMatchObject({
      email: 'manager@legal.localhost',
      alevel: 9,
      emis: LEGAL,
      role: 'manager',
    });
    const me = await api.get<UserBody>('/auth/user', { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ alevel: 9, emis: LEGAL, email: 'manager@legal.localhost' });
    expect(me.body.companies.map((c) => c.emis)).toEqual([LEGAL]);
    const header = JSON.parse(
      Buffer.from(session.token.split('.')[0] ?? '', 'base64url').toString(),
    ) as { alg: string; kid?: string };
    expect(header.alg).toBe('ES256');
    expect(header.kid).toBeTruthy();
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrongPassword = await api.post('/auth/login', {
      email: 'admin@legal.localhost',
      password: 'Nope#1234',
    });
    const unknown = await api.post('/auth/login', {
      email: 'nobody@legal.localhost',
      password: 'Nope#1234',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.body).toEqual({ error: 'Invalid email or password' });
  });

  it('refuses the token after logout', async () => {
    const session = await login('staff@legal.localhost', 'legal.localhost');
    const out = await api.post('/auth/logout', undefined, { token: session.token });
    expect(out.status).toBe(200);
    expect(out.body).toBe('loggedOut');
    const after = await api.get('/auth/user', { token: session.token });
    expect(after.status).toBe(401);
    // Another session of the same user is unaffected.
    const other = await login('staff@legal.localhost', 'legal.localhost');
    expect((await api.get('/auth/user', { token: other.token })).status).toBe(200);
  });

  it('needs a token on token routes and refuses bad ones', async () => {
    expect((await api.get('/auth/user')).status).toBe(401);
    expect((await api.get('/auth/user', { token: 'abc.def.ghi' })).status).toBe(401);
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ sub: 'x', emis: LEGAL, ver: 1, jti: 'j' })
      .setProtectedHeader({ alg: 'ES256', kid: 'other' })
      .setIssuer('https://kantoor.co.za')
      .setAudience('kantoor-api')
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await api.get('/auth/user', { token: foreign })).status).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`;
    expect((await api.get('/auth/user', { token: unsigned })).status).toBe(401);
  });

  it('refuses an expired token and one for the wrong audience', async () => {
    const session = await login('admin@legal.localhost', 'legal.localhost');
    const base = {
      sub: session.user.id,
      emis: LEGAL,
      ver: 1,
      jti: 'forged-1',
      iss: 'https://kantoor.co.za',
    };
    const past = Math.floor(runtimeClock.now().getTime() / 1000) - 60;
    const expired = await forgeWithServerKey({
      ...base,
      aud: 'kantoor-api',
      iat: past - 3600,
      exp: past,
    });
    expect((await api.get('/auth/user', { token: expired })).status).toBe(401);
    const wrongAudience = await forgeWithServerKey({
      ...base,
      aud: 'someone-else',
      exp: past + 7200,
    });
    expect((await api.get('/auth/user', { token: wrongAudience })).status).toBe(401);
    // The same key and claims with the right audience do work: the checks above are the cause.
    const good = await forgeWithServerKey({ ...base, aud: 'kantoor-api', exp: past + 7200 });
    expect((await api.get('/auth/user', { token: good })).status).toBe(200);
  });

  it('never lets a token act on another company, whatever the Host or body says', async () => {
    const session = await login('manager@legal.localhost', 'legal.localhost');
    const me = await api.call<UserBody>('GET', '/auth/user', {
      token: session.token,
      host: 'school.localhost',
      headers: { 'x-kantoor-host': 'school.localhost', 'x-forwarded-host': 'school.localhost' },
    });
    expect(me.body.emis).toBe(LEGAL);
    const switched = await api.post(
      '/auth/switch-company',
      { emis: '12824090253' },
      { token: session.token, host: 'school.localhost' },
    );
    expect(switched.status).toBe(403);
    expect(switched.body).toEqual({ error: 'You do not belong to that company' });
    // A token claiming another emis for the same user is a membership that does not exist.
    const forged = await forgeWithServerKey({
      sub: session.user.id,
      emis: '12824090253',
      ver: 1,
      jti: 'forged-2',
      iss: 'https://kantoor.co.za',
      aud: 'kantoor-api',
      exp: Math.floor(runtimeClock.now().getTime() / 1000) + 600,
    });
    expect((await api.get('/auth/user', { token: forged })).status).toBe(401);
  });

  it('throttles repeated wrong passwords for one account (429), even a right one after', async () => {
    const email = uniqueEmail('throttle');
    await cheapAccount(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await api.post('/auth/login', { email, password: `Wrong#${i}aaaa` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await api.post('/auth/login', { email, password: 'Strong#Pass9' });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((right.body as { error: string }).error).toMatch(/Too many/);
  });

  it('a successful sign-in clears the account counter', async () => {
    const email = uniqueEmail('clears');
    await cheapAccount(email);
    for (let i = 0; i < 4; i += 1)
      await api.post('/auth/login', { email, password: `Wrong#${i}aaaa` });
    expect((await api.post('/auth/login', { email, password: 'Strong#Pass9' })).status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await api.post('/auth/login', { email, password: `Wrong#${i}bbbb` })).status).toBe(
        401,
      );
    }
  });
});

describe('register', () => {
  it("gives the spec's message for missing fields and writes nothing", async () => {
    const response = await api.post(
      '/auth/register',
      { email: '', name: ' ' },
      { host: 'shop.localhost' },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'All Fields Are Required!',
      fields: {
        name: 'All Fields Are Required!',
        email: 'All Fields Are Required!',
        tel: 'All Fields Are Required!',
        password: 'All Fields Are Required!',
      },
    });
  });

  it('checks the email shape and the password policy', async () => {
    const email = uniqueEmail('weak');
    const bad = await api.post(
      '/auth/register',
      { name: 'A B', email: 'not-an-email', tel: '0825550100', password: 'weak' },
      { host: 'shop.localhost' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fields: {
        email: 'E-mail must be valid',
        password:
          'Password must be at least 8 characters and include an upper case letter, a digit and a special character',
      },
    });
    const noSpecial = await api.post(
      '/auth/register',
      { name: 'A B', email, tel: '0825550100', password: 'Password12' },
      { host: 'shop.localhost' },
    );
    expect(noSpecial.status).toBe(400);
    expect(await testDeps().accounts.findUserByEmail(email)).toBeUndefined();
  });

  it('registers a new person at level 1 in the site company and signs them in', async () => {
    const email = uniqueEmail('new');
    const response = await registerAt('shop.localhost', email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      email,
      alevel: 1,
      emis: 'vula-trading',
      role: 'guest',
    });
    const me = await api.get<UserBody>('/auth/user', { token: response.body.token });
    expect(me.body.alevel).toBe(1);
    // A second registration of the same email at the same company is refused clearly.
    const again = await registerAt('shop.localhost', email);
    expect(again.status).toBe(409);
  });

  it('refuses a body emis that is not the site company', async () => {
    const response = await api.post(
      '/auth/register',
      {
        name: 'A B',
        email: uniqueEmail('wrongsite'),
        tel: '0825550100',
        password: 'Strong#Pass9',
        emis: 'mokoena-attorneys',
      },
      { host: 'shop.localhost' },
    );
    expect(response.status).toBe(400);
  });

  it('lets an existing account join another company with its password; switch-company then works', async () => {
    const email = uniqueEmail('joiner');
    expect((await registerAt('agency.localhost', email)).status).toBe(200);
    const wrong = await registerAt('shop.localhost', email, 'Other#Pass77');
    expect(wrong.status).toBe(409);
    const joined = await registerAt('shop.localhost', email);
    expect(joined.status).toBe(200);
    expect(joined.body.user.emis).toBe('vula-trading');
    expect(joined.body.user.companies.map((c) => c.emis).sort()).toEqual([
      'ubuntu-talent',
      'vula-trading',
    ]);

    // Sign-in picks the site's company when the user belongs to it, else the first one.
    const atAgency = await login(email, 'agency.localhost', 'Strong#Pass9');
    expect(atAgency.user.emis).toBe('ubuntu-talent');
    const atShop = await login(email, 'shop.localhost', 'Strong#Pass9');
    expect(atShop.user.emis).toBe('vula-trading');
    const elsewhere = await login(email, 'legal.localhost', 'Strong#Pass9');
    expect(['ubuntu-talent', 'vula-trading']).toContain(elsewhere.user.emis);

    const switched = await api.post<{ token: string; user: UserBody }>(
      '/auth/switch-company',
      { emis: 'ubuntu-talent' },
      { token: atShop.token },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.user.emis).toBe('ubuntu-talent');
    const me = await api.get<UserBody>('/auth/user', { token: switched.body.token });
    expect(me.body.emis).toBe('ubuntu-talent');
  });
});

describe('bans and access-level changes', () => {
  it('refuses a banned member at sign-in and on the next request; unban restores sign-in only', async () => {
    const email = uniqueEmail('banned');
    await cheapAccount(email);
    const registered = { body: await login(email, 'shop.localhost', 'Strong#Pass9') };
    const tenant = testDeps().tenant('vula-trading');
    await tenant.members.setBanned(registered.body.user.id, '2026-11-22 10:00:00', 'testing');

    const next = await api.get('/auth/user', { token: registered.body.token });
    expect(next.status).toBe(401);
    const signIn = await api.post(
      '/auth/login',
      { email, password: 'Strong#Pass9' },
      { host: 'shop.localhost' },
    );
    expect(signIn.status).toBe(403);
    expect((signIn.body as { error: string }).error).toMatch(/deactivated/);

    await tenant.members.setBanned(registered.body.user.id, undefined);
    expect((await api.get('/auth/user', { token: registered.body.token })).status).toBe(401);
    const again = await login(email, 'shop.localhost', 'Strong#Pass9');
    expect((await api.get('/auth/user', { token: again.token })).status).toBe(200);
  });

  it('a changed access level makes older tokens fail', async () => {
    const email = uniqueEmail('promoted');
    await cheapAccount(email);
    const registered = { body: await login(email, 'shop.localhost', 'Strong#Pass9') };
    await testDeps().tenant('vula-trading').members.setLevel(registered.body.user.id, 5, 'staff');
    expect((await api.get('/auth/user', { token: registered.body.token })).status).toBe(401);
    const fresh = await login(email, 'shop.localhost', 'Strong#Pass9');
    expect(fresh.user.alevel).toBe(5);
  });

  it('the super admin signs in at level 11 in the provider company', async () => {
    const session = await login('owner@localhost', 'localhost', PASSWORD);
    expect(session.user).toMatchObject({ alevel: 11, emis: 'baron-007', role: 'super admin' });
  });
});
