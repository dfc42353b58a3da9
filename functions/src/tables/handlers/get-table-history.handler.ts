import { tableHistoryBody } from '@shared/tables/schemas';
import { defineHandler } from '../../platform/handler';
import { tableContext } from '../context';
import { tableHistory } from '../service';

export const handler = defineHandler(
  'POST /auth/get-table-history',
  { body: tableHistoryBody },
  async (input) => tableHistory(tableContext(input), input.body.table, input.body.cursor),
);
