import { PLANS_MESSAGES } from '@shared/plans/billing';
import { errorVocabulary } from '../platform/errors';

/** Plan & Billing's errors. */
export const plansError = errorVocabulary<
  'notHigher' | 'notLower' | 'noPlanYear' | 'noDate' | 'noCheckout' | 'doesNotFit'
>({
  notHigher: { status: 400, message: PLANS_MESSAGES.notHigher },
  notLower: { status: 400, message: PLANS_MESSAGES.notLower },
  noPlanYear: { status: 409, message: PLANS_MESSAGES.noPlanYear },
  noDate: { status: 409, message: PLANS_MESSAGES.noDate },
  noCheckout: { status: 404, message: PLANS_MESSAGES.noCheckout },
  // The message is the fit's own ("Ban 3 users to fit Standard's 10."), given by the caller.
  doesNotFit: { status: 409, message: 'Your company does not fit that plan yet.' },
});
