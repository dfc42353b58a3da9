import { onboardingDefinition } from './entities/onboarding.entity';
import { onboardingHoldDefinition } from './entities/onboarding-hold.entity';

/**
 * The onboarding domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const onboardingEntities = {
  onboarding: onboardingDefinition,
  onboardingHold: onboardingHoldDefinition,
};
