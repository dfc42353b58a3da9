import { COMPANY_CLOSED_MESSAGE } from '@shared/closing/closing';
import { PLATFORM_MESSAGES } from '@shared/messages';
import { errorVocabulary } from '../platform/errors';

export const authError = errorVocabulary<
  | 'invalidCredentials'
  | 'tooManyAttempts'
  | 'deactivated'
  | 'noCompany'
  | 'notAMember'
  | 'alreadyRegistered'
  | 'emailTaken'
  | 'invitationInvalid'
  | 'invitationSpent'
  | 'invitationExpired'
  | 'invitationEmail'
  | 'companyClosed'
  | 'invalidCode'
  | 'challengeInvalid'
  | 'notEnrolled'
  | 'enrolFirst'
  | 'twoFactorRequired'
>({
  invalidCredentials: { status: 401, message: PLATFORM_MESSAGES.invalidCredentials },
  tooManyAttempts: { status: 429, message: PLATFORM_MESSAGES.tooManyAttempts },
  deactivated: { status: 403, message: PLATFORM_MESSAGES.accountDeactivated },
  // A closed company (issue 27): no session opens in it.
  companyClosed: { status: 410, message: COMPANY_CLOSED_MESSAGE },
  invalidCode: { status: 401, message: 'That code is not valid. Try the current one.' },
  challengeInvalid: {
    status: 401,
    message: 'This sign-in has expired. Enter your email and password again.',
  },
  notEnrolled: { status: 409, message: 'Two-factor sign-in is not set up for your account' },
  enrolFirst: { status: 409, message: 'Start setting up two-factor sign-in first' },
  twoFactorRequired: {
    status: 403,
    message: 'Your company requires two-factor sign-in at your level: it cannot be turned off',
  },
  noCompany: { status: 403, message: 'Your account does not belong to any company yet' },
  notAMember: { status: 403, message: PLATFORM_MESSAGES.notAMember },
  alreadyRegistered: { status: 409, message: PLATFORM_MESSAGES.alreadyRegistered },
  emailTaken: { status: 409, message: PLATFORM_MESSAGES.emailTaken },
  invitationInvalid: { status: 404, message: PLATFORM_MESSAGES.invitationInvalid },
  invitationSpent: { status: 410, message: PLATFORM_MESSAGES.invitationInvalid },
  invitationExpired: { status: 410, message: PLATFORM_MESSAGES.invitationExpired },
  invitationEmail: {
    status: 400,
    message: 'Register with the email address the invitation was sent to',
  },
});
