import { updateItemBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { updateField } from '../service';

export const handler = defineHandler(
  'POST /auth/update-model-single-row',
  { body: updateItemBody },
  async (input) =>
    updateField(
      tableContext(input),
      input.body.table,
      input.body.id,
      input.body.column,
      input.body.value,
    ),
);
