import { PAYMENT_MESSAGES, PLATFORM_MESSAGES } from '@shared/messages';
import { errorVocabulary } from '../platform/errors';

export type OnboardingErrorCode =
  | 'providerOnly'
  | 'domainTaken'
  | 'domainHeld'
  | 'emisTaken'
  | 'emisHeld'
  | 'localDomain'
  | 'accountPassword'
  | 'noOnboarding'
  | 'notCancellable'
  | 'noCompany';

export const onboardingError = errorVocabulary<OnboardingErrorCode>({
  // Another company's site answers like a site without the route.
  providerOnly: { status: 404, message: PLATFORM_MESSAGES.unknownSite },
  domainTaken: {
    status: 409,
    message: 'This domain already belongs to a company on Kantoor: choose another',
  },
  domainHeld: {
    status: 409,
    message: 'This domain is being registered by someone else right now: choose another',
  },
  emisTaken: {
    status: 409,
    message: 'A company with this code (emis) already exists: choose another',
  },
  emisHeld: {
    status: 409,
    message: 'This company code (emis) is being registered right now: choose another',
  },
  localDomain: {
    status: 400,
    message: 'A .localhost domain works only on a local Kantoor: enter your own domain',
  },
  accountPassword: {
    status: 409,
    message:
      "This email already has a Kantoor account: enter that account's password to add the new company to it",
  },
  noOnboarding: { status: 404, message: PAYMENT_MESSAGES.noPaymentData },
  notCancellable: {
    status: 409,
    message: 'This sign-up is paid and can no longer be cancelled',
  },
  noCompany: { status: 404, message: 'The company has no domain yet' },
});
