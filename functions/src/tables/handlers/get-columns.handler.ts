import { tableBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { describeTable } from '../service';

export const handler = defineHandler(
  'POST /auth/get-columns',
  { body: tableBody },
  async ({ ctx, body }) => describeTable(tableContext(ctx), body.table).columns,
);
