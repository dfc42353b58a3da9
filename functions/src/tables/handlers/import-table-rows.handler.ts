// The domains' guards of their tables' rows (the engine knows no domain).
import '../../table-guards';
import { importBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { importRows } from '../import';

export const handler = defineHandler(
  'POST /auth/import-table-rows',
  { body: importBody },
  async ({ ctx, body }) => importRows(ctx, body.table, body.rows, body.dryRun, body.importId),
);
