import '../../audit-trails';
import { tableHistoryBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableHistory } from '../history';

export const handler = defineHandler(
  'POST /auth/get-table-history',
  { body: tableHistoryBody },
  async ({ ctx, body }) => tableHistory(ctx, body.table, body.cursor),
);
