import { rowsBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { rowsOf } from '../service';

export const handler = defineHandler(
  'POST /auth/get-table-rows',
  { body: rowsBody },
  async (input) =>
    rowsOf(
      tableContext(input),
      input.body.table,
      input.body.queryFilter,
      input.body.cursor,
      input.body.limit,
    ),
);
