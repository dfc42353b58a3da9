import { markRefundedBody } from '@shared/refunds/schemas';
import { defineHandler } from '../../platform/handler';
import { markRefunded } from '../service';

export const handler = defineHandler(
  'POST /auth/mark-refunded',
  { body: markRefundedBody },
  ({ ctx, body }) => markRefunded(ctx, body),
);
