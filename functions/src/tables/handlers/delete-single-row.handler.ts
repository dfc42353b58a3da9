import { deleteOneBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteRows } from '../changes';

export const handler = defineHandler(
  'POST /auth/delete-single-row',
  { body: deleteOneBody },
  async ({ ctx, body }) =>
    deleteRows(ctx, body.table, [body.id], 'delete').then(() => 'success' as const),
);
