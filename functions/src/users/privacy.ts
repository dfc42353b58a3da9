import { ACCESS_LEVEL_NAMES, type AccessLevel } from '@shared/access';
import { PRIVACY_MESSAGES } from '@shared/privacy/schemas';
import { removeTwoFactorStep, twoFactorEnrolment } from '../auth';
import type { RequestContext } from '../kernel/context';
import { freeUserPlace } from '../kernel/counter';
import type { Step, TxEntities } from '../kernel/transaction';
import { AppError } from '../platform/errors';

/** The sign-in email an erased account holds instead: never a deliverable address (.invalid). */
export const erasedEmail = (userId: string) =>
  `erased-${userId.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}@erased.invalid`;

/** A closed account's password hash: no password ever matches it. */
const CLOSED_HASH = '!closed';

/**
 * A user of the company (s23 export): the account, the membership of this company, the sign-in
 * facts the company holds (last seen, two-factor enrolment, never its secret or codes).
 * Undefined when the user is no member here (another company's user answers as a missing one).
 */
export async function userRecords(ctx: RequestContext, userId: string) {
  const [membership, user] = await Promise.all([
    ctx.tenant.members.get(userId),
    ctx.deps.accounts.getUser(userId),
  ]);
  if (!membership || !user) return undefined;
  const twoFactor = await twoFactorEnrolment(ctx.db, userId);
  return {
    user,
    membership,
    account: {
      id: user.userId,
      name: user.name,
      email: user.email,
      phone_number: user.phone_number ?? null,
      created_at: user.created_at ?? null,
    },
    member: {
      company: ctx.emis,
      access_level: ACCESS_LEVEL_NAMES[membership.alevel as AccessLevel] ?? membership.alevel,
      role: membership.role,
      employee_id: membership.employee_id ?? null,
      student_number: membership.sid ?? null,
      banned_at: membership.banned_at ?? null,
      ban_reason: membership.ban_reason || null,
      joined_at: membership.created_at ?? null,
    },
    signIn: {
      last_seen: membership.last_seen ?? null,
      two_factor: twoFactor ? `enrolled ${twoFactor.enabled_at ?? ''}`.trim() : 'none',
    },
  };
}

/**
 * The erasure of a user (s24): the membership of this company removed (its tokens stop at once:
 * the pipeline reads the membership on every call) and the company's user place freed. The
 * account itself is the person's across companies: when this company was its only one, it is
 * closed (name replaced, phone removed, password unusable, two-factor removed) and its sign-in
 * email freed (the marker deleted); otherwise it stays for the other companies, whose records
 * those are. A manager erases only a user below their own level, never themselves.
 */
export async function eraseUserPlan(ctx: RequestContext, userId: string, placeholder: string) {
  const records = await userRecords(ctx, userId);
  if (!records) return undefined;
  if (userId === ctx.caller.userId) throw new AppError(400, PRIVACY_MESSAGES.self);
  if (records.membership.alevel >= ctx.caller.alevel)
    throw new AppError(403, 'You can only erase a user below your own access level');
  const companies = await ctx.deps.accounts.companiesOf(userId);
  const close = companies.every((c) => c.emis === ctx.emis);
  const { user } = records;
  const fields = close ? ['name', 'email', 'phone_number', 'password', 'two-factor'] : [];
  return {
    records,
    close,
    fields: ['membership', ...fields],
    steps: (tx: TxEntities): Step[] => [
      {
        name: 'membership',
        write: tx.membership.delete({ emis: ctx.emis, userId }).commit(),
      },
      { name: 'userCompany', write: tx.userCompany.delete({ userId, emis: ctx.emis }).commit() },
      freeUserPlace(tx, ctx.emis),
      ...(close
        ? [
            {
              name: 'user',
              write: tx.user
                .patch({ userId })
                .set({ name: placeholder, email: erasedEmail(userId), password_hash: CLOSED_HASH })
                .remove(['phone_number'])
                .commit(),
            },
            { name: 'email', write: tx.userEmail.delete({ email: user.email }).commit() },
            removeTwoFactorStep(tx, userId),
          ]
        : []),
    ],
  };
}
