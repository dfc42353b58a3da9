import '../../audit-trails';
import { historyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { rowHistory } from '../history';

export const handler = defineHandler(
  'POST /auth/get-row-history',
  { body: historyBody },
  async ({ ctx, body }) => rowHistory(ctx, body.table, body.id),
);
