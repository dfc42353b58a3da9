// The domains' guards of their tables' rows (the engine knows no domain).
import '../../table-guards';
import { deleteOneBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteRows } from '../changes';

export const handler = defineHandler(
  'POST /auth/delete-single-row',
  { body: deleteOneBody },
  async ({ ctx, body }) =>
    deleteRows(ctx, body.table, [body.id], 'delete').then(() => 'success' as const),
);
