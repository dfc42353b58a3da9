import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { listTables } from '../service';

export const handler = defineHandler('GET /auth/get-database-tables', {}, async ({ ctx }) =>
  listTables(tableContext(ctx)),
);
