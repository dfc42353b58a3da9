import { trustMovementBody } from '@shared/legal/trust-schemas';
import { defineHandler } from '../../platform/handler';
import { trustDeposit } from '../trust';

export const handler = defineHandler(
  'POST /auth/trust-deposit',
  { body: trustMovementBody },
  async ({ ctx, body }) => trustDeposit(ctx, body),
);
