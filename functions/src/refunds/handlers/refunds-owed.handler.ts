import { refundsQuery } from '@shared/refunds/schemas';
import { defineHandler } from '../../platform/handler';
import { listRefunds } from '../service';

export const handler = defineHandler(
  'GET /auth/refunds-owed',
  { query: refundsQuery },
  ({ ctx, query }) => listRefunds(ctx, query),
);
