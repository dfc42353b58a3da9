// The domains' guards of their tables' rows (the engine knows no domain).
import '../../table-guards';
import { saveFormBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { createRow } from '../changes';

export const handler = defineHandler(
  'POST /auth/save-form-data',
  { body: saveFormBody },
  async ({ ctx, body }) => createRow(ctx, body.table, body.data).then(() => 'success' as const),
);
