import { twoFactorDefinition } from './entities/two-factor.entity';
import { twoFactorPolicyDefinition } from './entities/two-factor-policy.entity';

/**
 * The sign-in domain's own entities (issue 29's second factor): other domains reach them only
 * through its index.ts.
 */
export const authEntities = {
  twoFactor: twoFactorDefinition,
  twoFactorPolicy: twoFactorPolicyDefinition,
};
