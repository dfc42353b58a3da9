import { bulkDeleteBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { deleteRows } from '../service';

export const handler = defineHandler(
  'POST /auth/bulk-delete',
  { body: bulkDeleteBody },
  async (input) =>
    deleteRows(tableContext(input), input.body.table, input.body.rowIds, 'bulkDelete').then(
      (deleted) => ({ status: 'success' as const, deleted }),
    ),
);
