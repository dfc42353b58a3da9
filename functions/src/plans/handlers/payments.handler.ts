import { planPaymentsQuery } from '@shared/plans/billing';
import { defineHandler } from '../../platform/handler';
import { planPayments } from '../service';

export const handler = defineHandler(
  'GET /auth/plans/payments',
  { query: planPaymentsQuery },
  ({ ctx, query }) => planPayments(ctx, query),
);
