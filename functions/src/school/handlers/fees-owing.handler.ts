import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { feesOwing } from '../owing';

export const handler = defineHandler(
  'GET /auth/fees-owing',
  { query: listQuery },
  async ({ ctx, query }) => feesOwing(ctx, query),
);
