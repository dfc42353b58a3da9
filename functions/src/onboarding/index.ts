// What other domains may use of onboarding: the settlement of a paid onboarding.
export { onboardingSettlement } from './settlement';
// The domain rules a domain change shares with a sign-up (issue 27).
export { domainHolder } from './claims';
export { onboardingError } from './errors';
