import * as z from 'zod';
import { MESSAGES } from '../messages';
import { emisCode, requiredEmail, requiredText } from '../validation/fields';
import { passwordProblem } from './password-policy';

const required = MESSAGES.allFieldsRequired;

const newPassword = z
  .string({ error: (i) => (i.input === undefined || i.input === null ? required : 'Must be text') })
  .min(1, required)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const loginBody = z.object({
  email: requiredEmail(required),
  password: z.string({ error: required }).min(1, required).max(256, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBody>;

// An account's own fields, checked alike wherever they are typed: registration and My details.
const accountName = requiredText(required, 120);
const accountPhone = requiredText(required, 32);

export const registerBody = z.object({
  name: accountName,
  email: requiredEmail(required),
  tel: accountPhone,
  password: newPassword,
  emis: emisCode.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const invitationTokenBody = z.object({
  token: requiredText('The invitation token is missing', 200),
});
export type InvitationTokenBody = z.infer<typeof invitationTokenBody>;

export const registerInvitedBody = z.object({
  token: requiredText('The invitation token is missing', 200),
  name: accountName,
  email: requiredEmail(required),
  tel: accountPhone,
  password: z.string({ error: required }).min(1, required).max(256, 'Password is too long'),
  // The invited level comes from the invitation, never from the request.
  alevel: z.unknown().optional(),
  emis: emisCode.optional(),
});
export type RegisterInvitedBody = z.infer<typeof registerInvitedBody>;

export const switchCompanyBody = z.object({
  emis: emisCode,
});
export type SwitchCompanyBody = z.infer<typeof switchCompanyBody>;

/**
 * POST /auth/save-my-details (issue 29, POPIA s24): the signed-in person corrects their own
 * account. Name and phone only: the email is the account's key (other fields are dropped).
 */
export const saveMyDetailsBody = z.object({
  name: accountName,
  phone: accountPhone,
});
export type SaveMyDetailsBody = z.infer<typeof saveMyDetailsBody>;
