import { historyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { rowHistory } from '../service';

export const handler = defineHandler(
  'POST /auth/get-row-history',
  { body: historyBody },
  async ({ ctx, body }) => rowHistory(tableContext(ctx), body.table, body.id),
);
