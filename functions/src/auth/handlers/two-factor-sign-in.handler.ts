import { twoFactorSignInBody } from '@shared/auth/two-factor';
import { defineHandler } from '../../platform/handler';
import { signInWithCode } from '../service';

export const handler = defineHandler(
  'POST /auth/two-factor/sign-in',
  { body: twoFactorSignInBody },
  ({ ctx, body }) => signInWithCode(ctx, body),
);
