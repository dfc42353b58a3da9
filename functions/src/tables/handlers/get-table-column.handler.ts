import { tableBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { columnObject } from '../describe';

export const handler = defineHandler(
  'POST /auth/get-table-column',
  { body: tableBody },
  async ({ ctx, body }) => columnObject(ctx, body.table),
);
