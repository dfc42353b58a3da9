import { foreignKeyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { foreignKeyOptions } from '../read';

export const handler = defineHandler(
  'POST /auth/get-foreign-key-data',
  { body: foreignKeyBody },
  async ({ ctx, body }) => foreignKeyOptions(ctx, body.table, body.column),
);
