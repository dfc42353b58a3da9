// The domains' guards of their tables' rows (the engine knows no domain).
import '../../table-guards';
import { updateManyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { updateMany } from '../changes';

export const handler = defineHandler(
  'POST /auth/update-model-multiple-rows',
  { body: updateManyBody },
  async ({ ctx, body }) => updateMany(ctx, body.table, body.ids, body.column, body.value),
);
