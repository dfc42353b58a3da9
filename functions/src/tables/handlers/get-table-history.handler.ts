import { tableHistoryBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { tableHistory } from '../service';

export const handler = defineHandler(
  'POST /auth/get-table-history',
  { body: tableHistoryBody },
  async ({ ctx, body }) => tableHistory(tableContext(ctx), body.table, body.cursor),
);
