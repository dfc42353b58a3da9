import { deleteOneBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { deleteRows } from '../service';

export const handler = defineHandler(
  'POST /auth/delete-item',
  { body: deleteOneBody },
  async (input) =>
    deleteRows(tableContext(input), input.body.table, [input.body.id], 'delete').then(
      () => 'success' as const,
    ),
);
