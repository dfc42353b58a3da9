import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listEmployees } from '../employees';

export const handler = defineHandler(
  'GET /auth/get-all-employees',
  { query: listQuery },
  async ({ ctx, query }) => listEmployees(ctx, query),
);
