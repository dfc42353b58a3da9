import { twoFactorCodeBody } from '@shared/auth/two-factor';
import { defineHandler } from '../../platform/handler';
import { disableTwoFactor } from '../two-factor';

export const handler = defineHandler(
  'POST /auth/two-factor/disable',
  { body: twoFactorCodeBody },
  ({ ctx, body }) => disableTwoFactor(ctx, body),
);
