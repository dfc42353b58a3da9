// The domains' guards of their tables' rows (the engine knows no domain).
import '../../table-guards';
import { updateItemBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { updateField } from '../changes';

export const handler = defineHandler(
  'POST /auth/update-model-single-row',
  { body: updateItemBody },
  async ({ ctx, body }) => updateField(ctx, body.table, body.id, body.column, body.value),
);
