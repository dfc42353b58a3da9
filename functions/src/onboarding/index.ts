// What other domains may use of onboarding: the settlement of a paid onboarding.
export { onboardingSettlement } from './settlement';
