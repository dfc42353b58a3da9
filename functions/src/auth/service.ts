import { ulid } from 'ulid';
import { DEFAULT_ROLE, isAccessLevel } from '@shared/access';
import { passwordProblem } from '@shared/auth/password-policy';
import type {
  InvitationTokenBody,
  LoginBody,
  RegisterBody,
  RegisterInvitedBody,
  SwitchCompanyBody,
} from '@shared/auth/schemas';
import { formatDateTime } from '@shared/time/sast';
import type { NewUser } from '../kernel/accounts';
import { stamp } from '../kernel/context';
import type { Anonymous, MaybeOnSite, OnSite, RequestContext } from '../kernel/context';
import type { MembershipRecord, UserRecord } from '../db/records';
import type { SignInReply, TwoFactorSignInBody } from '@shared/auth/two-factor';
import { CHALLENGE_SECONDS } from '@shared/auth/two-factor';
import { issueChallenge, issueToken, verifyChallenge } from '../platform/auth/tokens';
import { AppError } from '../platform/errors';
import { authError } from './errors';
import { hashInvitationToken, openInvitation } from './invitations';
import { beginPasswordAttempt, passwordFailed, passwordSucceeded } from './throttle';
import { hasTwoFactor, mustEnrol, proveSecondFactor } from './two-factor';
import { userView, type UserView } from './user-view';

export type Session = { token: string; user: UserView };

// last_seen is written at most this often, so that reads stay reads.
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Checks a password with the throttle around it; the same 401 whether the email exists or not. */
export async function checkPassword(
  ctx: RequestContext<Anonymous>,
  email: string,
  password: string,
  user: UserRecord | undefined,
) {
  const { deps, sourceIp: ip } = ctx;
  await beginPasswordAttempt(deps, email, ip);
  const ok = user
    ? await deps.passwords.verify(password, user.password_hash)
    : await deps.passwords.verifyAgainstNothing(password);
  if (!ok) {
    await passwordFailed(deps, ip);
    throw authError('invalidCredentials');
  }
  await passwordSucceeded(deps, email);
}

/**
 * A token and the user view for one membership. Until the second factor is proven (`proven`),
 * a user who has one gets a challenge instead: every way in with a password (sign-in, joining
 * a company with an existing account) asks for the code. A company that requires two-factor
 * for the member's level, when the user has none, gets an enrolment-only session.
 */
async function openSession(
  ctx: RequestContext<Anonymous>,
  user: UserRecord,
  membership: MembershipRecord,
  proof: { proven: boolean; recoveryLeft?: number } = { proven: false },
): Promise<SignInReply> {
  const { deps } = ctx;
  if (membership.banned_at) throw authError('deactivated');
  // A closed company opens no session (issue 27), whichever way the sign-in came.
  const company = await deps.tenant(membership.emis).company.get();
  if (company?.closed_at) throw authError('companyClosed');
  if (!proof.proven && (await hasTwoFactor(ctx.db, user.userId))) {
    const challenge = await issueChallenge(
      deps,
      { userId: user.userId, emis: membership.emis },
      CHALLENGE_SECONDS,
    );
    return { challenge, expiresIn: CHALLENGE_SECONDS };
  }
  const enrolPending = await mustEnrol(ctx.db, membership.emis, user.userId, membership.alevel);
  const [{ token }, companies] = await Promise.all([
    issueToken(deps, {
      userId: user.userId,
      emis: membership.emis,
      ver: membership.token_version,
      enrolPending,
    }),
    deps.accounts.companiesOf(user.userId),
    deps.tenant(membership.emis).members.touch(user.userId, stamp(ctx)),
  ]);
  return {
    token,
    user: userView(user, { ...membership, last_seen: stamp(ctx) }, companies),
    ...(enrolPending ? { enrolRequired: true as const } : {}),
    ...(proof.recoveryLeft !== undefined
      ? { recoveryUsed: true as const, recoveryLeft: proof.recoveryLeft }
      : {}),
  };
}

/**
 * The second step of a sign-in: the challenge the password earned and a TOTP or recovery code
 * of the challenge's user (a code of anyone else's fails like a wrong one).
 */
export async function signInWithCode(
  ctx: RequestContext<MaybeOnSite>,
  body: TwoFactorSignInBody,
): Promise<SignInReply> {
  const { deps } = ctx;
  const subject = await verifyChallenge(deps, body.challenge);
  if (!subject) throw authError('challengeInvalid');
  const proof = await proveSecondFactor(ctx, subject.userId, body.code);
  const [user, membership] = await Promise.all([
    deps.accounts.getUser(subject.userId),
    deps.tenant(subject.emis).members.get(subject.userId),
  ]);
  if (!user || !membership) throw authError('challengeInvalid');
  return openSession(ctx, user, membership, {
    proven: true,
    ...(proof.recoveryUsed ? { recoveryLeft: proof.recoveryLeft } : {}),
  });
}

/** Sign-in on any site, or none: the session opens in the site's company when the user has one. */
export async function login(
  ctx: RequestContext<MaybeOnSite>,
  body: LoginBody,
): Promise<SignInReply> {
  const { deps } = ctx;
  const user = await deps.accounts.findUserByEmail(body.email);
  await checkPassword(ctx, body.email, body.password, user);
  if (!user) throw authError('invalidCredentials');
  // The site's company when the user belongs to it, else the user's first company.
  const companies = await deps.accounts.companiesOf(user.userId);
  const target = companies.find((c) => c.emis === ctx.company?.emis) ?? companies[0];
  if (!target) throw authError('noCompany');
  const membership = await deps.tenant(target.emis).members.get(user.userId);
  if (!membership) throw authError('noCompany');
  return openSession(ctx, user, membership);
}

function newMembership(emis: string, userId: string, alevel: number, now: string, sid?: string) {
  const level = isAccessLevel(alevel) ? alevel : 1;
  return { emis, userId, alevel: level, role: DEFAULT_ROLE[level], sid, created_at: now };
}

/**
 * Self-registration on a company's site: a new person gets an identity and level 1 there. A
 * person who already has an account (at another company) joins with that account's password.
 */
export async function register(
  ctx: RequestContext<OnSite>,
  body: RegisterBody,
): Promise<SignInReply> {
  const { deps, tenant } = ctx;
  const now = stamp(ctx);
  const existing = await deps.accounts.findUserByEmail(body.email);
  if (existing) {
    try {
      await checkPassword(ctx, body.email, body.password, existing);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) throw authError('emailTaken');
      throw error;
    }
    const membership = newMembership(tenant.emis, existing.userId, 1, now);
    if ((await deps.accounts.addMembership(membership, ctx.company.plan)) === 'already-member')
      throw authError('alreadyRegistered');
    return openSession(ctx, existing, { ...membership, token_version: 1 });
  }
  const user = {
    userId: ulid(),
    name: body.name,
    email: body.email,
    phone_number: body.tel,
    password_hash: await ctx.deps.passwords.hash(body.password),
    created_at: now,
  };
  const membership = newMembership(tenant.emis, user.userId, 1, now);
  if (
    (await deps.accounts.createUserWithMembership(user, membership, ctx.company.plan)) ===
    'email-taken'
  ) {
    throw authError('emailTaken');
  }
  return openSession(ctx, user, { ...membership, token_version: 1 });
}

export async function invitedUser(ctx: RequestContext<OnSite>, body: InvitationTokenBody) {
  const invitation = await openInvitation(ctx.deps, ctx.tenant, body.token);
  return {
    name: invitation.name,
    email: invitation.email,
    phone: invitation.phone ?? '',
    alevel: invitation.alevel,
    emis: invitation.emis,
  };
}

/**
 * Registration through an invitation: the level (and student link) come from the invitation,
 * never from the request. The token is spent in the same transaction as the membership.
 */
export async function registerInvited(
  ctx: RequestContext<OnSite>,
  body: RegisterInvitedBody,
): Promise<SignInReply> {
  const { deps, tenant } = ctx;
  const invitation = await openInvitation(deps, tenant, body.token);
  if (invitation.email !== body.email) throw authError('invitationEmail');
  const now = ctx.clock.now();
  const nowText = formatDateTime(now);
  const existing = await deps.accounts.findUserByEmail(invitation.email);
  let user: UserRecord;
  let newUser: NewUser | undefined;
  if (existing) {
    await checkPassword(ctx, invitation.email, body.password, existing);
    user = existing;
  } else {
    const problem = passwordProblem(body.password);
    if (problem) throw new AppError(400, problem, { fields: { password: problem } });
    newUser = {
      userId: ulid(),
      name: body.name,
      email: invitation.email,
      phone_number: body.tel,
      password_hash: await ctx.deps.passwords.hash(body.password),
      created_at: nowText,
    };
    user = newUser;
  }
  const membership = newMembership(
    tenant.emis,
    user.userId,
    invitation.alevel,
    nowText,
    invitation.sid,
  );
  const outcome = await deps.accounts.acceptInvitation({
    emis: tenant.emis,
    tokenHash: hashInvitationToken(body.token),
    usedAt: nowText,
    nowEpoch: Math.floor(now.getTime() / 1000),
    newUser,
    membership,
    plan: ctx.company.plan,
  });
  if (outcome === 'invitation-spent') throw authError('invitationSpent');
  if (outcome === 'already-member') throw authError('alreadyRegistered');
  if (outcome === 'email-taken') throw authError('emailTaken');
  return openSession(ctx, user, { ...membership, token_version: 1 });
}

/** GET /auth/user: the caller as the session shows them (membership from the token's checks). */
export async function currentUser(ctx: RequestContext): Promise<UserView> {
  const { deps, tenant } = ctx;
  const { membership } = ctx.caller;
  const [user, companies] = await Promise.all([
    deps.accounts.getUser(membership.userId),
    deps.accounts.companiesOf(membership.userId),
  ]);
  if (!user) throw authError('invalidCredentials');
  const now = ctx.clock.now();
  const seen = membership.last_seen
    ? Date.parse(membership.last_seen.replace(' ', 'T') + '+02:00')
    : 0;
  if (now.getTime() - seen > LAST_SEEN_EVERY_MS) {
    await tenant.members.touch(membership.userId, formatDateTime(now));
  }
  return userView(user, membership, companies);
}

/** A session in another company the caller belongs to. */
export async function switchCompany(
  ctx: RequestContext,
  body: SwitchCompanyBody,
): Promise<SignInReply> {
  const { deps } = ctx;
  const { userId } = ctx.caller;
  const [user, membership] = await Promise.all([
    deps.accounts.getUser(userId),
    deps.tenant(body.emis).members.get(userId),
  ]);
  if (!user || !membership) throw authError('notAMember');
  // The session switched from already proved the second factor.
  return openSession(ctx, user, membership, { proven: true });
}

/** Revokes the token the request came with, until it would have expired anyway. */
export async function logout(ctx: RequestContext) {
  const { caller } = ctx;
  await ctx.tenant.revokeToken(caller.jti, caller.userId, caller.expiresAt);
  return 'loggedOut' as const;
}
