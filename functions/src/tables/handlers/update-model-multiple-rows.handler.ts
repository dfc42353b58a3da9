import { updateManyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { updateMany } from '../service';

export const handler = defineHandler(
  'POST /auth/update-model-multiple-rows',
  { body: updateManyBody },
  async (input) =>
    updateMany(
      tableContext(input),
      input.body.table,
      input.body.ids,
      input.body.column,
      input.body.value,
    ),
);
