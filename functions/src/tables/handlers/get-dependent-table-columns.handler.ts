import { tableBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { dependentColumns } from '../read';

export const handler = defineHandler(
  'POST /auth/get-dependent-table-columns',
  { body: tableBody },
  async ({ ctx, body }) => dependentColumns(ctx, body.table),
);
