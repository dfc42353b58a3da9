import { foreignValueBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { foreignValue } from '../read';

export const handler = defineHandler(
  'POST /auth/get-foreign-field-value',
  { body: foreignValueBody },
  async ({ ctx, body }) => foreignValue(ctx, body.table, body.foreignID),
);
