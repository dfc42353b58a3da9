import { bulkDeleteBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { deleteRows } from '../service';

export const handler = defineHandler(
  'POST /auth/bulk-delete',
  { body: bulkDeleteBody },
  async ({ ctx, body }) =>
    deleteRows(tableContext(ctx), body.table, body.rowIds, 'bulkDelete').then((deleted) => ({
      status: 'success' as const,
      deleted,
    })),
);
