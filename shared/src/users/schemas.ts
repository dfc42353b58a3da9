import * as z from 'zod';
import { ACCESS_LEVELS, type AccessLevel } from '../access';
import { MESSAGES } from '../messages';
import { EMAIL_PATTERN, pageCursor, requiredText } from '../validation/fields';

/** A member of the company as Manage Users shows it. Empty fields are null. */
export type MemberView = {
  id: string;
  name: string;
  email: string;
  phone_number: string;
  alevel: number;
  role: string;
  employee_id: string | null;
  sid: string | null;
  last_seen: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  created_at: string | null;
};

/** A page of members and the cursor of the next page (null on the last page). */
export type MemberPage = { rows: MemberView[]; cursor: string | null };

/** An access level a manager may hand out, as the access-level dropdown lists it. */
export type AccessLink = { alevel: AccessLevel; name: string };

export const USER_FILTERS = ['all', 'ban', 'unban'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

const userId = requiredText('Choose a user', 64);
const cursor = pageCursor;
const limit = z.coerce.number().int().min(1).max(1000).default(200);

/** An access level given as a number or as the dropdown's text; empty gives `required`. */
const accessLevel = (required: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    const level = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
    if (Number.isNaN(level)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (!(ACCESS_LEVELS as readonly number[]).includes(level)) {
      ctx.addIssue({ code: 'custom', message: 'Choose one of the access levels' });
      return z.NEVER;
    }
    return level as AccessLevel;
  });

/** GET /auth/get-all-users?cursor=&limit= */
export const usersListQuery = z.object({ cursor, limit });

/** POST /auth/get-specific-users: `ban` lists deactivated accounts, `unban` active ones. */
export const specificUsersBody = z.object({
  filter: z.enum(USER_FILTERS, { error: 'filter must be all, ban or unban' }),
  cursor,
  limit,
});
export type SpecificUsersBody = z.output<typeof specificUsersBody>;

/** POST /auth/ban-user: the reason is required (the spec's alert). */
export const banUserBody = z.object({
  user: userId,
  reason: requiredText(MESSAGES.banReasonRequired, 500),
});
export type BanUserBody = z.output<typeof banUserBody>;

/** POST /auth/unban-user */
export const unbanUserBody = z.object({ user: userId });
export type UnbanUserBody = z.output<typeof unbanUserBody>;

/** POST /auth/grant-access-level */
export const grantAccessLevelBody = z.object({
  user: userId,
  alevel: accessLevel('Choose an access level'),
});
export type GrantAccessLevelBody = z.output<typeof grantAccessLevelBody>;

/** POST /auth/link-parent-to-student */
export const linkParentBody = z.object({
  userId,
  sid: requiredText(MESSAGES.fieldIsRequired, 64),
});
export type LinkParentBody = z.output<typeof linkParentBody>;

/** POST /auth/get-user-by-id */
export const userByIdBody = z.object({ userId });
export type UserByIdBody = z.output<typeof userByIdBody>;

/** POST /auth/get-user-students: the students linked to a user (their own, for a parent). */
export const userStudentsBody = z.object({ userId });
export type UserStudentsBody = z.output<typeof userStudentsBody>;

/** A student a user is linked to: a client record of the company carrying that student number. */
export type StudentView = {
  id: string;
  name: string;
  sid: string;
  class: string | null;
  client_reference: string | null;
};
export type UserStudentsReply = { sid: string | null; students: StudentView[] };

/** POST /auth/get-user-by-email */
export const userByEmailBody = z.object({
  userEmail: requiredText(MESSAGES.emailIsRequired, 254)
    .regex(EMAIL_PATTERN, MESSAGES.emailMustBeValid)
    .transform((value) => value.toLowerCase()),
});
export type UserByEmailBody = z.output<typeof userByEmailBody>;

/**
 * POST /auth/invite-someone (core.md §5): name, phone and access level 'Field is required';
 * email 'Email is required' and text@text ('E-mail must be valid'). `userDomain` must be the
 * caller's own company's site: the link in the email never points at another tenant.
 */
export const inviteBody = z.object({
  userName: requiredText(MESSAGES.fieldIsRequired, 120),
  userPhone: requiredText(MESSAGES.fieldIsRequired, 32),
  userEmail: requiredText(MESSAGES.emailIsRequired, 254)
    .regex(EMAIL_PATTERN, MESSAGES.emailMustBeValid)
    .transform((value) => value.toLowerCase()),
  userAccess: accessLevel(MESSAGES.fieldIsRequired),
  userSid: z
    .string({ error: 'Must be text' })
    .trim()
    .max(64, 'At most 64 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined)),
  userDomain: requiredText('The site domain is missing', 253),
});
export type InviteBody = z.output<typeof inviteBody>;
export type InviteInput = z.input<typeof inviteBody>;
