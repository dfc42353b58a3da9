import { onboardingTokenBody } from '@shared/onboarding/schemas';
import { defineHandler } from '../../platform/handler';
import { cancelOnboarding } from '../start';

export const handler = defineHandler(
  'POST /onboarding-cancel',
  { body: onboardingTokenBody },
  ({ ctx, body }) => cancelOnboarding(ctx, body.token),
);
