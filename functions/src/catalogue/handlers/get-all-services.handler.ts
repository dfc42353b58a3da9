import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listServices } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-services',
  { query: listQuery },
  async ({ ctx, query }) => listServices(ctx, query),
);
