import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  SignInReply,
  TwoFactorConfirmation,
  TwoFactorEnrolment,
} from '@shared/auth/two-factor';
import { newCompany, tag } from './signup-support';
import { api, login, runtimeClock, testDeps } from './support';
import { fixtureMember } from './accounts-support';

// Issue 29 hardening: TOTP secrets are sealed at rest (AES-256-GCM, bound to the user). Each
// test uses people of its own, invited into a company made for this file.
const PASSWORD = 'TwoFactor#2026';
const BASE32_SECRET = /[A-Z2-7]{32}/;

let company: { emis: string; domain: string };

beforeAll(async () => {
  company = await newCompany(`${tag('tfs')}.localhost`);
}, 120_000);

const auth = (token: string) => ({
  host: company.domain,
  headers: { authorization: `Bearer ${token}` },
});

/** A member of staff of the company, signed in: a fixture member (the demo password cost). */
async function person() {
  const { email, userId } = await fixtureMember(company.emis, 5, {
    name: 'Sipho Dlamini',
    password: PASSWORD,
  });
  const { token } = await login(email, company.domain, PASSWORD);
  return { email, token, userId };
}

const codeAt = (totp: OTPAuth.TOTP, offsetSteps = 0) =>
  totp.generate({ timestamp: runtimeClock.now().getTime() + offsetSteps * 30_000 });

/** The user's stored two-factor item, read through the data layer. */
async function storedItem(userId: string) {
  const { data } = await testDeps().db.entities.twoFactor.get({ userId }).go({ consistent: true });
  return data;
}

async function enrol(token: string) {
  const started = await api.post<TwoFactorEnrolment>('/auth/two-factor/enrol', {}, auth(token));
  expect(started.status, started.text).toBe(200);
  const totp = OTPAuth.URI.parse(started.body.uri) as OTPAuth.TOTP;
  return { totp, secret: started.body.secret };
}

async function confirm(token: string, totp: OTPAuth.TOTP) {
  const confirmed = await api.post<TwoFactorConfirmation>(
    '/auth/two-factor/confirm',
    { code: codeAt(totp) },
    auth(token),
  );
  expect(confirmed.status, confirmed.text).toBe(200);
}

async function challengeOf(email: string) {
  const reply = await api.post<SignInReply>(
    '/auth/login',
    { email, password: PASSWORD },
    { host: company.domain },
  );
  expect(reply.status, reply.text).toBe(200);
  if (!('challenge' in reply.body)) throw new Error(`no challenge: ${reply.text}`);
  return reply.body.challenge;
}

const withCode = async (email: string, code: string) =>
  api.post<SignInReply>(
    '/auth/two-factor/sign-in',
    { challenge: await challengeOf(email), code },
    { host: company.domain },
  );

describe('TOTP secrets at rest', () => {
  it('stores the pending and the confirmed secret sealed: no base32 secret in the item', async () => {
    const { token, userId } = await person();
    const { totp, secret } = await enrol(token);
    const pending = await storedItem(userId);
    expect(pending?.pending_secret).toMatch(/^v1:/);
    expect(JSON.stringify(pending)).not.toContain(secret);
    expect(JSON.stringify(pending)).not.toMatch(BASE32_SECRET);

    await confirm(token, totp);
    const item = await storedItem(userId);
    expect(item?.secret).toMatch(/^v1:/);
    // The confirmed secret is the pending one's sealed value, moved as is.
    expect(item?.secret).toBe(pending?.pending_secret);
    expect(item).not.toHaveProperty('pending_secret');
    expect(JSON.stringify(item)).not.toContain(secret);
    expect(JSON.stringify(item)).not.toMatch(BASE32_SECRET);
    // It opens for its user only, through the same port the handlers use.
    const box = testDeps().secretBox;
    expect(await box.open(item!.secret!, `two-factor:user#${userId}`)).toBe(secret);
    await expect(box.open(item!.secret!, 'two-factor:user#someone-else')).rejects.toThrow(
      /does not open/,
    );
  });

  it('signs in with a secret stored plain before sealing, and seals it by that code', async () => {
    const { token, userId, email } = await person();
    const { totp, secret } = await enrol(token);
    await confirm(token, totp);
    // As written before secrets were sealed.
    await testDeps()
      .db.entities.twoFactor.patch({ userId })
      .set({ secret })
      .go({ response: 'none' });
    expect((await storedItem(userId))?.secret).toBe(secret);

    const code = codeAt(totp, 1);
    const signedIn = await withCode(email, code);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body).toHaveProperty('token');
    const item = await storedItem(userId);
    expect(item?.secret).toMatch(/^v1:/);
    expect(JSON.stringify(item)).not.toMatch(BASE32_SECRET);
    // The same code stays spent after the upgrade, and the sealed value is that secret.
    expect((await withCode(email, code)).status).toBe(401);
    expect(await testDeps().secretBox.open(item!.secret!, `two-factor:user#${userId}`)).toBe(
      secret,
    );
  });

  it("refuses a sealed secret copied into another user's item like a wrong code", async () => {
    const alice = await person();
    const bob = await person();
    const a = await enrol(alice.token);
    await confirm(alice.token, a.totp);
    const b = await enrol(bob.token);
    await confirm(bob.token, b.totp);

    const aliceSealed = (await storedItem(alice.userId))?.secret;
    await testDeps()
      .db.entities.twoFactor.patch({ userId: bob.userId })
      .set({ secret: aliceSealed })
      .go({ response: 'none' });

    // Alice's codes do not sign Bob in: the copy does not open under Bob's id.
    const refused = await withCode(bob.email, codeAt(a.totp, 1));
    expect(refused.status, refused.text).toBe(401);
    expect(refused.text).not.toMatch(/does not open|secret/i);
    // Alice herself is unaffected.
    expect((await withCode(alice.email, codeAt(a.totp, 1))).status).toBe(200);
  });
});
