import type { TenantData } from '../db/tenant-data';
import type { Deps } from '../platform/deps';
import type { Caller } from '../kernel/context';
import type { QueryFilter } from '@shared/tables/schemas';
import { describeTable, rowsOf, type TableContext } from './service';

/** What the table use cases need from a handler's input: the tenant, the caller, the request. */
export function tableContext(input: {
  deps: Deps;
  tenant: TenantData;
  caller: Caller;
  requestId: string;
}): TableContext {
  return {
    deps: input.deps,
    tenant: input.tenant,
    caller: input.caller,
    requestId: input.requestId,
  };
}

/** get-table-columns: the table's columns and its first page of rows, in one answer. */
export async function columnsAndRows(
  input: { deps: Deps; tenant: TenantData; caller: Caller; requestId: string },
  body: { table: string; queryFilter?: QueryFilter; cursor?: string; limit: number },
) {
  const ctx = tableContext(input);
  const { columns } = describeTable(ctx, body.table);
  const page = await rowsOf(ctx, body.table, body.queryFilter, body.cursor, body.limit);
  return { columns, ...page };
}
