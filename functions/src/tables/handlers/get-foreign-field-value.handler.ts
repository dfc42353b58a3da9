import { foreignValueBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { foreignValue } from '../service';

export const handler = defineHandler(
  'POST /auth/get-foreign-field-value',
  { body: foreignValueBody },
  async ({ ctx, body }) => foreignValue(tableContext(ctx), body.table, body.foreignID),
);
