import { twoFactorPolicyBody } from '@shared/auth/two-factor';
import { defineHandler } from '../../platform/handler';
import { setTwoFactorPolicy } from '../two-factor';

export const handler = defineHandler(
  'POST /auth/two-factor/policy',
  { body: twoFactorPolicyBody },
  ({ ctx, body }) => setTwoFactorPolicy(ctx, body),
);
