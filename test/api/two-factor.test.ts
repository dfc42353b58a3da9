import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  SignInReply,
  TwoFactorConfirmation,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@shared/auth/two-factor';
import type { AccessLevel } from '@shared/access';
import { fixtureMember } from './accounts-support';
import { newCompany, tag } from './signup-support';
import { api, runtimeClock, testDeps } from './support';

// Issue 29: two-factor sign-in, through the running handlers. Each test uses people of its own
// (invited into a company made for this file), so no demo user's sign-in changes.
const PASSWORD = 'TwoFactor#2026';

let company: { emis: string; domain: string; manager: { token: string } };

beforeAll(async () => {
  company = await newCompany(`${tag('tfa')}.localhost`);
}, 120_000);

const auth = (token: string) => ({
  host: company.domain,
  headers: { authorization: `Bearer ${token}` },
});

/**
 * A new person of the company at `alevel`, and their first session (a sign-in). The password is
 * hashed at the demo cost its hash records (registration's N=2^17 is the registration suites'
 * subject, not this one's): each test signs its people in several times, and a sign-in against
 * a production-cost hash is 0.5 s of CPU.
 */
async function person(alevel: AccessLevel) {
  const { email, userId } = await fixtureMember(company.emis, alevel, { password: PASSWORD });
  const session = await signIn(email);
  expect(session.status, session.text).toBe(200);
  if (!('token' in session.body)) throw new Error(`no session: ${session.text}`);
  expect(session.body.user.id).toBe(userId);
  return { email, token: session.body.token, userId };
}

/** A code of the secret for the server's now plus `offsetSteps` periods. */
const codeAt = (totp: OTPAuth.TOTP, offsetSteps = 0) =>
  totp.generate({ timestamp: runtimeClock.now().getTime() + offsetSteps * 30_000 });

/** A code that is none of the three the server accepts now. */
function wrongCode(totp: OTPAuth.TOTP) {
  const near = new Set([-1, 0, 1].map((step) => codeAt(totp, step)));
  let n = 123456;
  while (near.has(String(n))) n += 1;
  return String(n);
}

/** Enrols the session's user: the app reads the URI, the first code confirms it. */
async function enrol(token: string) {
  const started = await api.post<TwoFactorEnrolment>('/auth/two-factor/enrol', {}, auth(token));
  expect(started.status, started.text).toBe(200);
  const totp = OTPAuth.URI.parse(started.body.uri) as OTPAuth.TOTP;
  const confirmed = await api.post<TwoFactorConfirmation>(
    '/auth/two-factor/confirm',
    { code: codeAt(totp) },
    auth(token),
  );
  expect(confirmed.status, confirmed.text).toBe(200);
  return { totp, started: started.body, confirmed: confirmed.body };
}

const signIn = (email: string, password = PASSWORD) =>
  api.post<SignInReply>('/auth/login', { email, password }, { host: company.domain });

const withCode = (challenge: string, code: string) =>
  api.post<SignInReply>('/auth/two-factor/sign-in', { challenge, code }, { host: company.domain });

async function challengeOf(email: string) {
  const reply = await signIn(email);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body).not.toHaveProperty('token');
  if (!('challenge' in reply.body)) throw new Error('no challenge');
  return reply.body.challenge;
}

describe('two-factor sign-in', () => {
  it('enrols with a QR code and the URI, confirms by a first code, and keeps the secret to itself', async () => {
    const { token } = await person(5);
    const before = await api.get<TwoFactorStatus>('/auth/two-factor', auth(token));
    expect(before.body).toMatchObject({ enabled: false, recoveryLeft: 0, required: false });

    const started = await api.post<TwoFactorEnrolment>('/auth/two-factor/enrol', {}, auth(token));
    expect(started.status).toBe(200);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    expect(started.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const totp = OTPAuth.URI.parse(started.body.uri) as OTPAuth.TOTP;
    expect(totp.secret.base32).toBe(started.body.secret);
    expect(totp).toMatchObject({ digits: 6, period: 30, algorithm: 'SHA1' });

    // A wrong first code enrols nothing.
    const wrong = await api.post(
      '/auth/two-factor/confirm',
      { code: wrongCode(totp) },
      auth(token),
    );
    expect(wrong.status).toBe(401);
    const malformed = await api.post('/auth/two-factor/confirm', { code: '12ab' }, auth(token));
    expect(malformed.status).toBe(400);
    expect((await api.get<TwoFactorStatus>('/auth/two-factor', auth(token))).body.enabled).toBe(
      false,
    );

    const confirmed = await api.post<TwoFactorConfirmation>(
      '/auth/two-factor/confirm',
      { code: codeAt(totp) },
      auth(token),
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    for (const code of confirmed.body.recoveryCodes)
      expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);

    const after = await api.get<TwoFactorStatus>('/auth/two-factor', auth(token));
    expect(after.body).toMatchObject({ enabled: true, recoveryLeft: 10 });
    expect(after.text).not.toContain(started.body.secret);
    // Recovery codes are kept hashed: none is stored as shown.
    const { data } = await testDeps()
      .db.entities.twoFactor.get({
        userId: (await api.get<{ id: string }>('/auth/user', auth(token))).body.id,
      })
      .go();
    const stored = JSON.stringify(data?.recovery);
    for (const code of confirmed.body.recoveryCodes) {
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('asks for a code after the password, accepts a code once, and a recovery code once', async () => {
    const { email, token } = await person(5);
    const { totp, confirmed } = await enrol(token);

    const challenge = await challengeOf(email);
    // The challenge is not a session.
    expect((await api.get('/auth/user', auth(challenge))).status).toBe(401);

    // The next step's code (the confirmation spent this step's).
    const code = codeAt(totp, 1);
    const first = await withCode(challenge, code);
    expect(first.status, first.text).toBe(200);
    if (!('token' in first.body)) throw new Error('no session');
    expect((await api.get('/auth/user', auth(first.body.token))).status).toBe(200);
    expect(first.body).not.toHaveProperty('recoveryUsed');

    const again = await withCode(await challengeOf(email), code);
    expect(again.status).toBe(401);
    expect(again.text).toContain('not valid');

    const recovery = confirmed.recoveryCodes[3]!;
    const recovered = await withCode(await challengeOf(email), recovery.toUpperCase());
    expect(recovered.status, recovered.text).toBe(200);
    expect(recovered.body).toMatchObject({ recoveryUsed: true, recoveryLeft: 9 });
    const reused = await withCode(await challengeOf(email), recovery);
    expect(reused.status).toBe(401);
    expect(
      (await api.get<TwoFactorStatus>('/auth/two-factor', auth(token))).body.recoveryLeft,
    ).toBe(9);
  });

  it('locks code attempts after five wrong codes', async () => {
    const { email, token } = await person(5);
    const { totp } = await enrol(token);
    const challenge = await challengeOf(email);
    for (let i = 0; i < 5; i += 1) {
      const reply = await withCode(challenge, wrongCode(totp));
      expect(reply.status).toBe(401);
    }
    // Even the right code is refused while the attempts are locked, with a new challenge too.
    const locked = await withCode(await challengeOf(email), codeAt(totp, 1));
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it("refuses another user's challenge, a forged one, and a bad body without a 5xx", async () => {
    const a = await person(5);
    const b = await person(5);
    await enrol(a.token);
    const bFactor = await enrol(b.token);
    const aChallenge = await challengeOf(a.email);
    // B's valid code does not open A's challenge.
    const crossed = await withCode(aChallenge, codeAt(bFactor.totp, 1));
    expect(crossed.status).toBe(401);
    // A session token is not a challenge.
    expect((await withCode(b.token, codeAt(bFactor.totp, 1))).status).toBe(401);
    expect((await withCode('forged.challenge.value', '123456')).status).toBe(401);
    for (const body of [
      {},
      { challenge: aChallenge },
      { challenge: aChallenge, code: 12 },
      { challenge: 'x'.repeat(5000), code: '123456' },
    ]) {
      const reply = await api.post('/auth/two-factor/sign-in', body, { host: company.domain });
      expect(reply.status).toBe(400);
    }
  });

  it('does not let a password change or another way in with the password bypass the code', async () => {
    const { email, token, userId } = await person(5);
    await enrol(token);
    // A reset sets a new password hash; the second factor stays.
    const deps = testDeps();
    await deps.db.entities.user
      .patch({ userId })
      .set({ password_hash: await deps.passwords.hash('Reset#2026pass') })
      .go();
    const reply = await signIn(email, 'Reset#2026pass');
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveProperty('challenge');
    expect(reply.body).not.toHaveProperty('token');
    // Joining another company with the account's password asks for the code too.
    const joined = await api.post<SignInReply>(
      '/auth/register',
      { name: 'Lerato Khumalo', email, tel: '082 555 0123', password: 'Reset#2026pass' },
      { host: 'school.localhost' },
    );
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body).toHaveProperty('challenge');
    expect(joined.body).not.toHaveProperty('token');
  });

  it('enforces the company requirement for admins (level 7) but not staff (level 5)', async () => {
    const admin = await person(7);
    const staff = await person(5);
    // Only managers change the setting.
    const refused = await api.post(
      '/auth/two-factor/policy',
      { requireForAdmins: true },
      auth(staff.token),
    );
    expect(refused.status).toBe(403);
    const bad = await api.post(
      '/auth/two-factor/policy',
      { requireForAdmins: 'yes' },
      auth(company.manager.token),
    );
    expect(bad.status).toBe(400);
    const set = await api.post(
      '/auth/two-factor/policy',
      { requireForAdmins: true },
      auth(company.manager.token),
    );
    expect(set.status, set.text).toBe(200);

    try {
      const adminIn = await signIn(admin.email);
      expect(adminIn.status).toBe(200);
      expect(adminIn.body).toMatchObject({ enrolRequired: true });
      if (!('token' in adminIn.body)) throw new Error('no session');
      const pending = adminIn.body.token;
      // The enrolment-only session reaches the enrolment, and nothing else of the back office.
      expect((await api.get('/auth/user', auth(pending))).status).toBe(200);
      const blocked = await api.get('/auth/get-all-products', auth(pending));
      expect(blocked.status).toBe(403);
      expect(blocked.text).toContain('two-factor');
      // Enrolling gives a full session; the enrolment-only one ends.
      const started = await api.post<TwoFactorEnrolment>(
        '/auth/two-factor/enrol',
        {},
        auth(pending),
      );
      const totp = OTPAuth.URI.parse(started.body.uri) as OTPAuth.TOTP;
      const confirmed = await api.post<TwoFactorConfirmation>(
        '/auth/two-factor/confirm',
        { code: codeAt(totp) },
        auth(pending),
      );
      expect(confirmed.status, confirmed.text).toBe(200);
      const full = confirmed.body.token!;
      expect((await api.get('/auth/get-all-products', auth(full))).status).toBe(200);
      expect((await api.get('/auth/user', auth(pending))).status).toBe(401);
      // Required at this level: it cannot be turned off.
      const off = await api.post('/auth/two-factor/disable', { code: codeAt(totp, 1) }, auth(full));
      expect(off.status).toBe(403);

      // Staff (level 5) are not asked.
      const staffIn = await signIn(staff.email);
      expect(staffIn.body).not.toHaveProperty('enrolRequired');
      if (!('token' in staffIn.body)) throw new Error('no session');
      expect((await api.get('/auth/get-all-products', auth(staffIn.body.token))).status).toBe(200);
      expect(
        (await api.get<TwoFactorStatus>('/auth/two-factor', auth(staffIn.body.token))).body,
      ).toMatchObject({ required: false, requireForAdmins: true });
    } finally {
      await api.post(
        '/auth/two-factor/policy',
        { requireForAdmins: false },
        auth(company.manager.token),
      );
    }
  });

  it('turns two-factor off with a current code only', async () => {
    const { email, token } = await person(5);
    const { totp } = await enrol(token);
    expect(
      (await api.post('/auth/two-factor/disable', { code: wrongCode(totp) }, auth(token))).status,
    ).toBe(401);
    const off = await api.post('/auth/two-factor/disable', { code: codeAt(totp, 1) }, auth(token));
    expect(off.status, off.text).toBe(200);
    const reply = await signIn(email);
    expect(reply.body).toHaveProperty('token');
  });
});
