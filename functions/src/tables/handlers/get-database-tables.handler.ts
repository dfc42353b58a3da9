import { defineHandler } from '../../platform/handler';
import { listTables } from '../describe';

export const handler = defineHandler('GET /auth/get-database-tables', {}, async ({ ctx }) =>
  listTables(ctx),
);
