import { listQuery } from '@shared/catalogue/fields';
import { defineHandler } from '../../platform/handler';
import { listStaff } from '../service';

export const handler = defineHandler(
  'GET /auth/get-all-staff',
  { query: listQuery },
  async ({ ctx, query }) => listStaff(ctx, query),
);
