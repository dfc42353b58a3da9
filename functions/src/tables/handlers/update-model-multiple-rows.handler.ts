import { updateManyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { updateMany } from '../service';

export const handler = defineHandler(
  'POST /auth/update-model-multiple-rows',
  { body: updateManyBody },
  async ({ ctx, body }) =>
    updateMany(tableContext(ctx), body.table, body.ids, body.column, body.value),
);
