import { clientsOfStudent } from '../clients';
import {
  ACCESS_LEVELS,
  ACCESS_LEVEL_NAMES,
  DEFAULT_ROLE,
  LEVEL,
  type AccessLevel,
} from '@shared/access';
import type {
  AccessLink,
  BanUserBody,
  GrantAccessLevelBody,
  InviteBody,
  LinkParentBody,
  MemberPage,
  MemberView,
  UnbanUserBody,
  UserByEmailBody,
  UserByIdBody,
  UserFilter,
  UserStudentsBody,
  UserStudentsReply,
} from '@shared/users/schemas';
import { createInvitation } from '../auth';
import { freeUserPlace, takeUserPlace } from '../kernel/counter';
import { commit, isConditionFailed, type Step } from '../kernel/transaction';
import { checkedCursor } from '../kernel/pager';
import type { MembershipRecord, UserRecord } from '../db/records';
import { siteOrigin, stamp } from '../kernel/context';
import type { RequestContext } from '../kernel/context';
import { normaliseHost } from '../platform/hosts';
import { userError } from './errors';

// Every Manage Users use case works in the caller's company, from the verified token.

function memberView(user: UserRecord, membership: MembershipRecord): MemberView {
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    phone_number: user.phone_number ?? '',
    alevel: membership.alevel,
    role: membership.role,
    employee_id: membership.employee_id ?? null,
    sid: membership.sid ?? null,
    last_seen: membership.last_seen ?? null,
    banned_at: membership.banned_at ?? null,
    ban_reason: membership.ban_reason || null,
    created_at: membership.created_at ?? null,
  };
}

/**
 * One page of the company's members. `ban` lists deactivated accounts, `unban` active ones
 * (the spec's filter names); the page is a Query of the company's member partition.
 */
export async function listMembers(
  ctx: RequestContext,
  filter: UserFilter,
  q: { cursor?: string; limit: number },
): Promise<MemberPage> {
  const cursor =
    checkedCursor(q.cursor, { field: 'pk', value: `${ctx.tenant.emis}#member` }) ?? null;
  const banned = filter === 'all' ? undefined : filter === 'ban';
  const page = await ctx.tenant.members.page(cursor, q.limit, banned);
  const users = new Map(
    (await ctx.deps.accounts.getUsers(page.data.map((m) => m.userId))).map((u) => [u.userId, u]),
  );
  const rows = page.data.flatMap((membership) => {
    const user = users.get(membership.userId);
    return user ? [memberView(user, membership)] : [];
  });
  rows.sort((a, b) => a.email.localeCompare(b.email));
  return { rows, cursor: page.cursor };
}

/** The levels the caller may hand out: none above their own. */
export function accessLinks(ctx: RequestContext): AccessLink[] {
  return ACCESS_LEVELS.filter((level) => level <= ctx.caller.alevel).map((alevel) => ({
    alevel,
    name: ACCESS_LEVEL_NAMES[alevel],
  }));
}

/** A member of the caller's company; anyone else (another company's user) is 'not found'. */
async function findMember(ctx: RequestContext, userId: string) {
  const [membership, user] = await Promise.all([
    ctx.tenant.members.get(userId),
    ctx.deps.accounts.getUser(userId),
  ]);
  if (!membership || !user) throw userError('notFound');
  return { user, membership };
}

export async function memberById(ctx: RequestContext, body: UserByIdBody): Promise<MemberView> {
  const { user, membership } = await findMember(ctx, body.userId);
  return memberView(user, membership);
}

/**
 * A member by email. An email with an account at another company only answers as a missing
 * one: telling which emails exist elsewhere would leak other tenants' data.
 */
export async function memberByEmail(
  ctx: RequestContext,
  body: UserByEmailBody,
): Promise<MemberView> {
  const user = await ctx.deps.accounts.findUserByEmail(body.userEmail);
  const membership = user ? await ctx.tenant.members.get(user.userId) : undefined;
  if (!user || !membership) throw userError('notFound');
  return memberView(user, membership);
}

/**
 * A manager changes only accounts strictly below their own level, never their own: two
 * managers cannot lock each other out, and nobody can ban or demote themselves by mistake.
 */
async function changeable(ctx: RequestContext, userId: string) {
  const found = await findMember(ctx, userId);
  if (userId === ctx.caller.userId) throw userError('self');
  if (found.membership.alevel >= ctx.caller.alevel) throw userError('notBelow');
  return found;
}

/**
 * A change to someone below the caller, written on condition that they still are: if another
 * manager promoted them meanwhile, the change does not land (403, as if asked after).
 */
async function belowCaller(write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    if (isConditionFailed(error)) throw userError('notBelow');
    throw error;
  }
}

async function reread(ctx: RequestContext, user: UserRecord): Promise<MemberView> {
  const membership = await ctx.tenant.members.get(user.userId);
  if (!membership) throw userError('notFound');
  return memberView(user, membership);
}

/**
 * A ban (a time) or an unban (none) with the users counter in the same transaction (issue 27):
 * a ban gives the member's place back, an unban takes one under the plan's limit (403 when the
 * company is full). The member is read in each attempt and the write holds only while the ban
 * state and the level below the caller's are as read, so a place is never given or taken twice.
 */
async function setBan(
  ctx: RequestContext,
  userId: string,
  bannedAt: string | undefined,
  reason?: string,
) {
  const emis = ctx.emis;
  const below: number = ctx.caller.alevel;
  await commit(ctx.db, async (tx) => {
    const { data: member } = await ctx.db.entities.membership
      .get({ emis, userId })
      .go({ consistent: true });
    if (!member) throw userError('notFound');
    if (member.alevel >= below) throw userError('notBelow');
    const wasBanned = Boolean(member.banned_at);
    const patch = tx.membership.patch({ emis, userId });
    const changed = bannedAt
      ? patch.set({ banned_at: bannedAt, ban_reason: reason ?? '' })
      : patch.remove(['banned_at', 'ban_reason']);
    const steps: Step[] = [
      {
        name: 'membership',
        write: changed
          .add({ token_version: 1 })
          .where(
            (a, op) =>
              `${op.lt(a.alevel, below)} AND ${wasBanned ? op.exists(a.banned_at) : op.notExists(a.banned_at)}`,
          )
          .commit(),
        onFail: 'retry',
      },
    ];
    if (bannedAt && !wasBanned) steps.push(freeUserPlace(tx, emis));
    if (!bannedAt && wasBanned) steps.push(takeUserPlace(tx, emis, ctx.company?.plan));
    return steps;
  });
}

/** Deactivates the account in this company; its tokens stop working on their next request. */
export async function banUser(ctx: RequestContext, body: BanUserBody): Promise<MemberView> {
  const { user } = await changeable(ctx, body.user);
  await setBan(ctx, user.userId, stamp(ctx), body.reason);
  return reread(ctx, user);
}

/** Reactivates the account: it takes a place again, refused when the plan's users are full. */
export async function unbanUser(ctx: RequestContext, body: UnbanUserBody): Promise<MemberView> {
  const { user } = await changeable(ctx, body.user);
  await setBan(ctx, user.userId, undefined);
  return reread(ctx, user);
}

/** A new level (and its default role); the member's older tokens stop working. */
export async function grantAccessLevel(
  ctx: RequestContext,
  body: GrantAccessLevelBody,
): Promise<MemberView> {
  if (body.alevel > ctx.caller.alevel) throw userError('levelAboveOwn');
  const { user } = await changeable(ctx, body.user);
  await belowCaller(() =>
    ctx.tenant.members.setLevel(
      user.userId,
      body.alevel,
      DEFAULT_ROLE[body.alevel],
      ctx.caller.alevel,
    ),
  );
  return reread(ctx, user);
}

/** Links a parent (or student) account to a student number: the student screens read it. */
export async function linkParentToStudent(
  ctx: RequestContext,
  body: LinkParentBody,
): Promise<MemberView> {
  const { user } = await changeable(ctx, body.userId);
  await belowCaller(() => ctx.tenant.members.setSid(user.userId, body.sid, ctx.caller.alevel));
  return reread(ctx, user);
}

/**
 * get-user-students: the company's client records that carry the user's student number (a
 * school keeps each student as a client with `sid` and `class`). A parent or student (below
 * staff) may ask only for themselves; anyone else's id, and another company's user, is 'not
 * found'. A user without a link has no students.
 */
export async function userStudents(
  ctx: RequestContext,
  body: UserStudentsBody,
): Promise<UserStudentsReply> {
  const { userId } = body;
  const self = userId === ctx.caller.userId;
  if (ctx.caller.alevel < LEVEL.staff && !self) throw userError('notFound');
  // The caller's own membership came with the token's checks: no second read for it.
  const membership = self ? ctx.caller.membership : await ctx.tenant.members.get(userId);
  if (!membership) throw userError('notFound');
  const sid = membership.sid ?? null;
  if (!sid) return { sid, students: [] };
  const data = await clientsOfStudent(ctx, sid);
  return {
    sid,
    students: data
      .map((c) => ({
        id: c.id,
        name: c.name,
        sid,
        class: c.class ?? null,
        client_reference: c.client_reference ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Invites a person to the caller's company at a level no higher than the caller's, and emails
 * the one copy of the token as a link to the company's own register page.
 */
export async function inviteSomeone(ctx: RequestContext, body: InviteBody) {
  const level: AccessLevel = body.userAccess;
  if (level > ctx.caller.alevel) throw userError('levelAboveOwn');
  const company = await ctx.tenant.company.get();
  if (!company || normaliseHost(body.userDomain) !== normaliseHost(company.domain))
    throw userError('wrongDomain');
  const existing = await ctx.deps.accounts.findUserByEmail(body.userEmail);
  if (existing && (await ctx.tenant.members.get(existing.userId))) throw userError('alreadyMember');
  const { token } = await createInvitation(ctx.deps, ctx.tenant, {
    name: body.userName,
    email: body.userEmail,
    phone: body.userPhone,
    alevel: level,
    sid: body.userSid,
    invitedBy: ctx.caller.userId,
  });
  const link = `${siteOrigin(ctx, company.domain)}/register?token=${encodeURIComponent(token)}`;
  await ctx.deps.email.send({
    to: body.userEmail,
    subject: `Invitation to join ${company.name}`,
    text:
      `Hello ${body.userName},\n\n${company.name} has invited you to its Kantoor back office ` +
      `as ${ACCESS_LEVEL_NAMES[level]}. Open the link below to register; it works once and ` +
      `expires in 7 days.`,
    links: [{ href: link, label: 'Accept the invitation' }],
    fromName: company.name,
    tenant: company.emis,
  });
  return 'success' as const;
}
