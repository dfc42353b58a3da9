// The domains' guards of their tables' rows (the engine knows no domain).
import '../../table-guards';
import { deleteManyBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteRows } from '../changes';

export const handler = defineHandler(
  'POST /auth/delete-multiple-rows',
  { body: deleteManyBody },
  async ({ ctx, body }) =>
    deleteRows(ctx, body.table, body.ids, 'bulkDelete').then((deleted) => ({
      status: 'success' as const,
      deleted,
    })),
);
