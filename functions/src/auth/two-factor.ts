import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { LEVEL } from '@shared/access';
import {
  RECOVERY_CODE_COUNT,
  type TwoFactorCodeBody,
  type TwoFactorConfirmation,
  type TwoFactorEnrolment,
  type TwoFactorPolicyBody,
  type TwoFactorStatus,
} from '@shared/auth/two-factor';
import type { Database } from '../db/service';
import { stamp, type RequestContext } from '../kernel/context';
import { isConditionFailed } from '../kernel/transaction';
import { issueToken } from '../platform/auth/tokens';
import type { Deps } from '../platform/deps';
import { isSealed, SealedSecretInvalid } from '../platform/secret-box';
import { authError } from './errors';
import { beginCodeAttempt, codeSucceeded } from './throttle';

const PERIOD = 30;
// Recovery codes: 10 characters of the base32 alphabet (50 bits), shown as xxxxx-xxxxx.
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

type TwoFactorRecord = {
  userId: string;
  secret?: string;
  pending_secret?: string;
  enabled_at?: string;
  last_step?: number;
  recovery?: string[];
};

const totpOf = (secret: string, label = 'Kantoor', issuer = 'Kantoor') =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/**
 * The secret is sealed at rest (AES-256-GCM, platform/secret-box.ts) and bound to its user: the
 * record is the user's across all their companies, so the user id (not a company) is the bound
 * context. A sealed secret copied into another user's record does not open there.
 */
const secretContext = (userId: string) => `two-factor:user#${userId}`;

const sealSecret = (deps: Deps, userId: string, secret: string) =>
  deps.secretBox.seal(secret, secretContext(userId));

/**
 * The base32 secret of a stored value: sealed (v1:...), or plain when written before secrets
 * were sealed (sealed by its next accepted code). Undefined when it does not open (tampered, or
 * another user's): the caller answers as for a wrong code.
 */
async function openSecret(deps: Deps, userId: string, stored: string) {
  if (!isSealed(stored)) return stored;
  try {
    return await deps.secretBox.open(stored, secretContext(userId));
  } catch (error) {
    if (!(error instanceof SealedSecretInvalid)) throw error;
    deps.log.warn('two-factor secret does not open', { userId, reason: error.message });
    return undefined;
  }
}

async function readRecord(db: Database, userId: string): Promise<TwoFactorRecord | undefined> {
  const { data } = await db.entities.twoFactor.get({ userId }).go({ consistent: true });
  return data ?? undefined;
}

/** True when the user has a confirmed second factor. */
export async function hasTwoFactor(db: Database, userId: string): Promise<boolean> {
  return Boolean((await readRecord(db, userId))?.secret);
}

/** The company requires two-factor for admins and above. */
export async function companyRequiresTwoFactor(db: Database, emis: string): Promise<boolean> {
  const { data } = await db.entities.twoFactorPolicy.get({ emis }).go();
  return data?.require_for_admins === true;
}

const requiredAt = (alevel: number, requireForAdmins: boolean) =>
  requireForAdmins && alevel >= LEVEL.admin;

/** Whether a session for this level must enrol first (the company requires it, none is set). */
export async function mustEnrol(db: Database, emis: string, userId: string, alevel: number) {
  if (alevel < LEVEL.admin) return false;
  const [required, enrolled] = await Promise.all([
    companyRequiresTwoFactor(db, emis),
    hasTwoFactor(db, userId),
  ]);
  return required && !enrolled;
}

/**
 * Accepts a TOTP code once: the step it was made in must be later than the last accepted one,
 * a condition of the write, so the same code sent twice (even at once) passes only once.
 */
async function acceptTotp(
  { deps, db }: { deps: Deps; db: Database },
  userId: string,
  stored: string,
  code: string,
): Promise<number | undefined> {
  const secret = await openSecret(deps, userId, stored);
  if (secret === undefined) return undefined;
  const now = deps.clock.now();
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  // A plain secret (stored before sealing) is sealed by the same conditional write.
  const upgrade = isSealed(stored) ? {} : { secret: await sealSecret(deps, userId, secret) };
  try {
    await db.entities.twoFactor
      .patch({ userId })
      .set({ last_step: step, ...upgrade })
      .where(
        // The stored value compared as stored (the ciphertext): not replaced meanwhile.
        (attr, op) =>
          `${op.eq(attr.secret, stored)} AND (${op.notExists(attr.last_step)} OR ${op.lt(attr.last_step, step)})`,
      )
      .go({ response: 'none' });
    return step;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

const hashRecovery = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

function newRecoveryCodes(): { shown: string[]; stored: string[] } {
  const shown: string[] = [];
  const stored: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i += 1) {
    let code = '';
    for (let j = 0; j < 10; j += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    const salt = randomBytes(12).toString('hex');
    shown.push(`${code.slice(0, 5)}-${code.slice(5)}`);
    stored.push(`${salt}$${hashRecovery(salt, code)}`);
  }
  return { shown, stored };
}

/** Spends a recovery code (normalised: lower case, no dash): removed from the set, conditionally. */
async function spendRecovery(db: Database, record: TwoFactorRecord, code: string) {
  const entry = (record.recovery ?? []).find((stored) => {
    const [salt, hash] = stored.split('$');
    if (!salt || !hash) return false;
    return timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(hashRecovery(salt, code), 'hex'));
  });
  if (!entry) return undefined;
  try {
    const { data } = await db.entities.twoFactor
      .update({ userId: record.userId })
      .delete({ recovery: [entry] })
      .where((attr, op) => op.contains(attr.recovery, entry))
      .go({ response: 'all_new' });
    return { left: data.recovery?.length ?? 0 };
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Checks a sign-in's second factor (a TOTP code or a recovery code) under the code throttle.
 * Answers how it was proven; any failure is the same 401.
 */
export async function proveSecondFactor(
  { deps, db }: { deps: Deps; db: Database },
  userId: string,
  code: string,
) {
  await beginCodeAttempt(deps, userId);
  const record = await readRecord(db, userId);
  if (!record?.secret) throw authError('invalidCode');
  if (/^\d{6}$/.test(code)) {
    const step = await acceptTotp({ deps, db }, userId, record.secret, code);
    if (step === undefined) throw authError('invalidCode');
    await codeSucceeded(deps, userId);
    return { recoveryUsed: false as const };
  }
  const spent = await spendRecovery(db, record, code);
  if (!spent) throw authError('invalidCode');
  await codeSucceeded(deps, userId);
  return { recoveryUsed: true as const, recoveryLeft: spent.left };
}

/** GET /auth/two-factor: the caller's state, never the secret. */
export async function twoFactorStatus(ctx: RequestContext): Promise<TwoFactorStatus> {
  const { caller, db } = ctx;
  const [record, requireForAdmins] = await Promise.all([
    readRecord(db, caller.userId),
    companyRequiresTwoFactor(db, caller.emis),
  ]);
  return {
    enabled: Boolean(record?.secret),
    enabledAt: record?.enabled_at ?? null,
    recoveryLeft: record?.secret ? (record.recovery?.length ?? 0) : 0,
    required: requiredAt(caller.alevel, requireForAdmins),
    requireForAdmins,
  };
}

/**
 * A new secret, kept pending until a first code confirms it (an enrolled user may enrol a new
 * device: the old secret works until the new one is confirmed). The secret goes out this once.
 */
export async function startEnrolment(ctx: RequestContext): Promise<TwoFactorEnrolment> {
  const { caller, db, deps } = ctx;
  const user = await deps.accounts.getUser(caller.userId);
  if (!user) throw authError('invalidCredentials');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const sealed = await sealSecret(deps, caller.userId, secret);
  await db.entities.twoFactor
    .upsert({ userId: caller.userId, pending_secret: sealed, updated_at: stamp(ctx) })
    .go({ response: 'none' });
  const uri = totpOf(secret, user.email, ctx.company?.name ?? 'Kantoor').toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, secret, qrSvg };
}

/**
 * The first code confirms the pending secret: it becomes the user's factor with ten new
 * recovery codes (shown once). A session that had to enrol gets a full token.
 */
export async function confirmEnrolment(
  ctx: RequestContext,
  body: TwoFactorCodeBody,
): Promise<TwoFactorConfirmation> {
  const { caller, db, deps } = ctx;
  await beginCodeAttempt(deps, caller.userId);
  const record = await readRecord(db, caller.userId);
  const stored = record?.pending_secret;
  if (!stored) throw authError('enrolFirst');
  // A pending secret that does not open cannot be confirmed: the user enrols again.
  const pending = await openSecret(deps, caller.userId, stored);
  if (pending === undefined) throw authError('enrolFirst');
  const now = deps.clock.now();
  const delta = totpOf(pending).validate({ token: body.code, timestamp: now.getTime(), window: 1 });
  if (delta === null) throw authError('invalidCode');
  // One pending before secrets were sealed is sealed as it becomes the factor.
  const secret = isSealed(stored) ? stored : await sealSecret(deps, caller.userId, pending);
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  const { shown, stored: hashed } = newRecoveryCodes();
  try {
    await db.entities.twoFactor
      .patch({ userId: caller.userId })
      .set({
        secret,
        enabled_at: stamp(ctx),
        last_step: step,
        recovery: hashed,
        updated_at: stamp(ctx),
      })
      .remove(['pending_secret'])
      // The secret this code was checked against, still pending (not a concurrent new one).
      .where((attr, op) => op.eq(attr.pending_secret, stored))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailed(error)) throw authError('enrolFirst');
    throw error;
  }
  await codeSucceeded(deps, caller.userId);
  if (!caller.enrolPending) return { recoveryCodes: shown };
  // The enrolment-only session ends; a full one takes its place.
  await ctx.tenant.revokeToken(caller.jti, caller.userId, caller.expiresAt);
  const { token } = await issueToken(deps, {
    userId: caller.userId,
    emis: caller.emis,
    ver: caller.membership.token_version,
  });
  return { recoveryCodes: shown, token };
}

/** Turning two-factor off takes a current code, and is refused where the company requires it. */
export async function disableTwoFactor(ctx: RequestContext, body: TwoFactorCodeBody) {
  const { caller, db, deps } = ctx;
  if (requiredAt(caller.alevel, await companyRequiresTwoFactor(db, caller.emis))) {
    throw authError('twoFactorRequired');
  }
  await beginCodeAttempt(deps, caller.userId);
  const record = await readRecord(db, caller.userId);
  if (!record?.secret) throw authError('notEnrolled');
  const step = await acceptTotp(ctx, caller.userId, record.secret, body.code);
  if (step === undefined) throw authError('invalidCode');
  await codeSucceeded(deps, caller.userId);
  await db.entities.twoFactor.delete({ userId: caller.userId }).go({ response: 'none' });
  return 'disabled' as const;
}

/** The company's setting (managers): require two-factor for admins and above. */
export async function setTwoFactorPolicy(ctx: RequestContext, body: TwoFactorPolicyBody) {
  const { caller, db } = ctx;
  await db.entities.twoFactorPolicy
    .put({
      emis: caller.emis,
      require_for_admins: body.requireForAdmins,
      updated_by: caller.userId,
      updated_at: stamp(ctx),
    })
    .go({ response: 'none' });
  return { requireForAdmins: body.requireForAdmins };
}
