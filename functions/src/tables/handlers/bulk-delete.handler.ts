// The domains' guards of their tables' rows (the engine knows no domain).
import '../../table-guards';
import { bulkDeleteBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { deleteRows } from '../changes';

export const handler = defineHandler(
  'POST /auth/bulk-delete',
  { body: bulkDeleteBody },
  async ({ ctx, body }) =>
    deleteRows(ctx, body.table, body.rowIds, 'bulkDelete').then((deleted) => ({
      status: 'success' as const,
      deleted,
    })),
);
