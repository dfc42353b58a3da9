import { trustMovementBody } from '@shared/legal/trust-schemas';
import { defineHandler } from '../../platform/handler';
import { trustRefund } from '../trust';

export const handler = defineHandler(
  'POST /auth/trust-refund',
  { body: trustMovementBody },
  async ({ ctx, body }) => trustRefund(ctx, body),
);
