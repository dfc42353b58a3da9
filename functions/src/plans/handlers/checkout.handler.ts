import { planCheckoutQuery } from '@shared/plans/billing';
import { defineHandler } from '../../platform/handler';
import { planCheckout } from '../service';

export const handler = defineHandler(
  'GET /auth/plans/checkout',
  { query: planCheckoutQuery },
  ({ ctx, query }) => planCheckout(ctx, query.token),
);
