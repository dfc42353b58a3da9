import { rowsBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { columnsAndRows } from '../read';

export const handler = defineHandler(
  'POST /auth/get-table-columns',
  { body: rowsBody },
  async ({ ctx, body }) => columnsAndRows(ctx, body),
);
