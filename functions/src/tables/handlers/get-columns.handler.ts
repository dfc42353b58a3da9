import { tableBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { describeTable } from '../describe';

export const handler = defineHandler(
  'POST /auth/get-columns',
  { body: tableBody },
  async ({ ctx, body }) => describeTable(ctx, body.table).columns,
);
