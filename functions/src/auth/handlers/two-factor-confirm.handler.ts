import { twoFactorCodeBody } from '@shared/auth/two-factor';
import { defineHandler } from '../../platform/handler';
import { confirmEnrolment } from '../two-factor';

export const handler = defineHandler(
  'POST /auth/two-factor/confirm',
  { body: twoFactorCodeBody },
  ({ ctx, body }) => confirmEnrolment(ctx, body),
);
