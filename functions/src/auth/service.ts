import { ulid } from 'ulid';
import { DEFAULT_ROLE, isAccessLevel } from '@shared/access';
import { passwordProblem } from '@shared/auth/password-policy';
import type { LoginBody, RegisterBody, RegisterInvitedBody } from '@shared/auth/schemas';
import { formatDateTime } from '@shared/time/sast';
import type { NewUser } from '../kernel/accounts';
import type { MembershipRecord, UserRecord } from '../db/records';
import type { TenantData } from '../db/tenant-data';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../platform/auth/passwords';
import { issueToken } from '../platform/auth/tokens';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/errors';
import { authError } from './errors';
import { hashInvitationToken, openInvitation } from './invitations';
import { beginPasswordAttempt, passwordFailed, passwordSucceeded } from './throttle';
import { userView, type UserView } from './user-view';

export type Session = { token: string; user: UserView };

// last_seen is written at most this often, so that reads stay reads.
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Checks a password with the throttle around it; the same 401 whether the email exists or not. */
async function checkPassword(
  deps: Deps,
  email: string,
  password: string,
  ip: string,
  user: UserRecord | undefined,
) {
  await beginPasswordAttempt(deps, email, ip);
  const ok = user
    ? await verifyPassword(password, user.password_hash)
    : await verifyAgainstNothing(password);
  if (!ok) {
    await passwordFailed(deps, ip);
    throw authError('invalidCredentials');
  }
  await passwordSucceeded(deps, email);
}

/** A token and the user view for one membership. */
async function openSession(
  deps: Deps,
  user: UserRecord,
  membership: MembershipRecord,
): Promise<Session> {
  if (membership.banned_at) throw authError('deactivated');
  const [{ token }, companies] = await Promise.all([
    issueToken(deps, { userId: user.userId, emis: membership.emis, ver: membership.token_version }),
    deps.accounts.companiesOf(user.userId),
    deps.tenant(membership.emis).members.touch(user.userId, formatDateTime(deps.clock.now())),
  ]);
  return {
    token,
    user: userView(user, { ...membership, last_seen: formatDateTime(deps.clock.now()) }, companies),
  };
}

export async function login(
  deps: Deps,
  body: LoginBody,
  site: { emis?: string },
  ip: string,
): Promise<Session> {
  const user = await deps.accounts.findUserByEmail(body.email);
  await checkPassword(deps, body.email, body.password, ip, user);
  if (!user) throw authError('invalidCredentials');
  // The site's company when the user belongs to it, else the user's first company.
  const companies = await deps.accounts.companiesOf(user.userId);
  const target = companies.find((c) => c.emis === site.emis) ?? companies[0];
  if (!target) throw authError('noCompany');
  const membership = await deps.tenant(target.emis).members.get(user.userId);
  if (!membership) throw authError('noCompany');
  return openSession(deps, user, membership);
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
  deps: Deps,
  tenant: TenantData,
  body: RegisterBody,
  ip: string,
): Promise<Session> {
  const now = formatDateTime(deps.clock.now());
  const existing = await deps.accounts.findUserByEmail(body.email);
  if (existing) {
    try {
      await checkPassword(deps, body.email, body.password, ip, existing);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) throw authError('emailTaken');
      throw error;
    }
    const membership = newMembership(tenant.emis, existing.userId, 1, now);
    if ((await deps.accounts.addMembership(membership)) === 'already-member')
      throw authError('alreadyRegistered');
    return openSession(deps, existing, { ...membership, token_version: 1 });
  }
  const user = {
    userId: ulid(),
    name: body.name,
    email: body.email,
    phone_number: body.tel,
    password_hash: await hashPassword(body.password),
    created_at: now,
  };
  const membership = newMembership(tenant.emis, user.userId, 1, now);
  if ((await deps.accounts.createUserWithMembership(user, membership)) === 'email-taken') {
    throw authError('emailTaken');
  }
  return openSession(deps, user, { ...membership, token_version: 1 });
}

export async function invitedUser(deps: Deps, tenant: TenantData, token: string) {
  const invitation = await openInvitation(deps, tenant, token);
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
  deps: Deps,
  tenant: TenantData,
  body: RegisterInvitedBody,
  ip: string,
): Promise<Session> {
  const invitation = await openInvitation(deps, tenant, body.token);
  if (invitation.email !== body.email) throw authError('invitationEmail');
  const now = deps.clock.now();
  const nowText = formatDateTime(now);
  const existing = await deps.accounts.findUserByEmail(invitation.email);
  let user: UserRecord;
  let newUser: NewUser | undefined;
  if (existing) {
    await checkPassword(deps, invitation.email, body.password, ip, existing);
    user = existing;
  } else {
    const problem = passwordProblem(body.password);
    if (problem) throw new AppError(400, problem, { fields: { password: problem } });
    newUser = {
      userId: ulid(),
      name: body.name,
      email: invitation.email,
      phone_number: body.tel,
      password_hash: await hashPassword(body.password),
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
  });
  if (outcome === 'invitation-spent') throw authError('invitationSpent');
  if (outcome === 'already-member') throw authError('alreadyRegistered');
  if (outcome === 'email-taken') throw authError('emailTaken');
  return openSession(deps, user, { ...membership, token_version: 1 });
}

export async function currentUser(
  deps: Deps,
  tenant: TenantData,
  membership: MembershipRecord,
): Promise<UserView> {
  const [user, companies] = await Promise.all([
    deps.accounts.getUser(membership.userId),
    deps.accounts.companiesOf(membership.userId),
  ]);
  if (!user) throw authError('invalidCredentials');
  const now = deps.clock.now();
  const seen = membership.last_seen
    ? Date.parse(membership.last_seen.replace(' ', 'T') + '+02:00')
    : 0;
  if (now.getTime() - seen > LAST_SEEN_EVERY_MS) {
    await tenant.members.touch(membership.userId, formatDateTime(now));
  }
  return userView(user, membership, companies);
}

export async function switchCompany(deps: Deps, userId: string, emis: string): Promise<Session> {
  const [user, membership] = await Promise.all([
    deps.accounts.getUser(userId),
    deps.tenant(emis).members.get(userId),
  ]);
  if (!user || !membership) throw authError('notAMember');
  return openSession(deps, user, membership);
}

export async function logout(
  tenant: TenantData,
  caller: { jti: string; userId: string; expiresAt: number },
) {
  await tenant.revokeToken(caller.jti, caller.userId, caller.expiresAt);
  return 'loggedOut' as const;
}
