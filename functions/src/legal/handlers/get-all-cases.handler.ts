import { mattersListQuery } from '@shared/legal/schemas';
import { defineHandler } from '../../platform/handler';
import { listCases } from '../matters';

export const handler = defineHandler(
  'GET /auth/get-all-cases',
  { query: mattersListQuery },
  async ({ ctx, query }) => listCases(ctx, query),
);
