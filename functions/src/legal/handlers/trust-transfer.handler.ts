import { trustTransferBody } from '@shared/legal/trust-schemas';
import { defineHandler } from '../../platform/handler';
import { trustTransfer } from '../trust';

export const handler = defineHandler(
  'POST /auth/trust-transfer',
  { body: trustTransferBody },
  async ({ ctx, body }) => trustTransfer(ctx, body),
);
