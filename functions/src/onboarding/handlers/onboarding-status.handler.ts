import { onboardingTokenBody } from '@shared/onboarding/schemas';
import { defineHandler } from '../../platform/handler';
import { onboardingStatus } from '../start';

export const handler = defineHandler(
  'POST /onboarding-status',
  { body: onboardingTokenBody },
  ({ ctx, body }) => onboardingStatus(ctx, body.token),
);
