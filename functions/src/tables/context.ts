import type { RequestContext } from '../kernel/context';
import type { QueryFilter } from '@shared/tables/schemas';
import { describeTable, rowsOf } from './service';

/** get-table-columns: the table's columns and its first page of rows, in one answer. */
export async function columnsAndRows(
  ctx: RequestContext,
  body: { table: string; queryFilter?: QueryFilter; cursor?: string; limit: number },
) {
  const { columns } = describeTable(ctx, body.table);
  const page = await rowsOf(ctx, body.table, body.queryFilter, body.cursor, body.limit);
  return { columns, ...page };
}
