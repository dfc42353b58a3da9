import { importBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { importRows } from '../service';

export const handler = defineHandler(
  'POST /auth/import-table-rows',
  { body: importBody },
  async (input) =>
    importRows(
      tableContext(input),
      input.body.table,
      input.body.rows,
      input.body.dryRun,
      input.body.importId,
    ),
);
