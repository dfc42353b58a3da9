import * as z from 'zod';
import type { SessionUser } from './session';

// A TOTP code: six digits (spaces a person types between them are dropped).
const totpCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

// A TOTP code or a recovery code (10 letters and digits, a dash optional).
const signInCode = z
  .string({ error: 'Enter a code' })
  .max(40, 'That code is too long')
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^(\d{6}|[a-z2-7]{10})$/, 'Enter the 6-digit code or one of your recovery codes'),
  );

export const twoFactorCodeBody = z.object({ code: totpCode });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBody>;

export const twoFactorSignInBody = z.object({
  challenge: z
    .string({ error: 'The sign-in challenge is missing' })
    .min(1, 'The sign-in challenge is missing')
    .max(2000, 'The sign-in challenge is not valid'),
  code: signInCode,
});
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBody>;

export const twoFactorPolicyBody = z.object({
  requireForAdmins: z.boolean({ error: 'requireForAdmins must be true or false' }),
});
export type TwoFactorPolicyBody = z.infer<typeof twoFactorPolicyBody>;

/** Recovery codes: how many, and how one is shown (xxxxx-xxxxx). */
export const RECOVERY_CODE_COUNT = 10;
/** A challenge lives this long after the password was accepted. */
export const CHALLENGE_SECONDS = 5 * 60;

/** The password was right and the account has two-factor: a code is needed next. */
export type TwoFactorChallenge = { challenge: string; expiresIn: number };

/** What sign-in answers: a session, or a challenge for the second factor. */
export type SignInReply =
  | {
      token: string;
      user: SessionUser;
      /** The company requires two-factor for this level: enrol before the back office. */
      enrolRequired?: true;
      /** Signed in with a recovery code: the screen suggests enrolling a new device. */
      recoveryUsed?: true;
      recoveryLeft?: number;
    }
  | TwoFactorChallenge;

/** GET /auth/two-factor: the caller's state (never the secret). */
export type TwoFactorStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryLeft: number;
  /** The company requires two-factor for the caller's level. */
  required: boolean;
  /** The company's setting (managers change it). */
  requireForAdmins: boolean;
};

/** POST /auth/two-factor/enrol: what the authenticator app needs. */
export type TwoFactorEnrolment = { uri: string; secret: string; qrSvg: string };

/** POST /auth/two-factor/confirm: recovery codes shown once; a new token when enrolment was required. */
export type TwoFactorConfirmation = { recoveryCodes: string[]; token?: string };
