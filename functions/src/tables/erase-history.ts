import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities as KernelTx } from '../kernel/transaction';
import { ERASED_VALUE } from './record';

/** A row's audit entries read for an erasure: this many at most (the row's own partition part). */
const ROW_HISTORY_LIMIT = 500;

/**
 * A POPIA erasure of a row's earlier audit entries (s24: the person's details are copied there
 * too): each entry keeps who, when and which field, its values are replaced. Entries already
 * erased plan no write, so a repeat writes nothing.
 */
export async function eraseRowHistoryPlan(
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  table: string,
  rowId: string,
) {
  const { data } = await ctx.db.entities.auditEntry.query
    .byRow({ emis: ctx.emis, table, row_id: rowId })
    .go({ limit: ROW_HISTORY_LIMIT });
  const held = (value: string | undefined) => value !== undefined && value !== ERASED_VALUE;
  const entries = data.filter((e) => held(e.old_value) || held(e.new_value));
  return {
    count: entries.length,
    steps: (kernelTx: KernelTx): Step[] =>
      entries.map((e) => ({
        name: `erase audit ${e.id}`,
        write: kernelTx.auditEntry
          .patch({ emis: ctx.emis, table, row_id: rowId, id: e.id })
          .set({
            ...(held(e.old_value) ? { old_value: ERASED_VALUE } : {}),
            ...(held(e.new_value) ? { new_value: ERASED_VALUE } : {}),
          })
          .commit(),
      })),
  };
}
