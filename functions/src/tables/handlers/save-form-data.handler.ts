import { saveFormBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { createRow } from '../service';

export const handler = defineHandler(
  'POST /auth/save-form-data',
  { body: saveFormBody },
  async (input) =>
    createRow(tableContext(input), input.body.table, input.body.data).then(
      () => 'success' as const,
    ),
);
