import { foreignKeyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { foreignKeyOptions } from '../service';

export const handler = defineHandler(
  'POST /auth/get-foreign-key-data',
  { body: foreignKeyBody },
  async ({ ctx, body }) => foreignKeyOptions(tableContext(ctx), body.table, body.column),
);
