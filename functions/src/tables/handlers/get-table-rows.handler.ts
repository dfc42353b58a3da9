import { rowsBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { rowsOf } from '../service';

export const handler = defineHandler(
  'POST /auth/get-table-rows',
  { body: rowsBody },
  async ({ ctx, body }) =>
    rowsOf(tableContext(ctx), body.table, body.queryFilter, body.cursor, body.limit),
);
