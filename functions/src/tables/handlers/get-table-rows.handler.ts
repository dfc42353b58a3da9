import { rowsBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { rowsOf } from '../read';

export const handler = defineHandler(
  'POST /auth/get-table-rows',
  { body: rowsBody },
  async ({ ctx, body }) => rowsOf(ctx, body.table, body.queryFilter, body.cursor, body.limit),
);
