import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listCases } from '../matters';

export const handler = defineHandler(
  'GET /auth/get-all-cases',
  { query: listQuery },
  async ({ ctx, query }) => listCases(ctx, query),
);
