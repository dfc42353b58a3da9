import type { Delta } from '../../kernel/aggregates';
import { backfillNextDue, MATTER_UNBILLED, unbilledDeltas } from '../../legal';
import { companyMigration, partition, type Done, type Item } from './companies';
import { rebuildFigures, type FigureSource } from './figures';

/**
 * 0014, legal (issue 28): the matters list's figures for matters written before them: each
 * matter's unbilled total (`legal_matter_unbilled`) from its bills not invoiced, and its next
 * task due from its open tasks.
 */
export const mattersListMigration = companyMigration(
  '0014-legal-matters-list-figures',
  "Matters' unbilled totals and next task due dates",
  async (ctx, emis) => {
    const unbilled = await rebuildFigures(
      ctx,
      emis,
      [MATTER_UNBILLED],
      [
        {
          pages: () => partition(ctx.db, `${emis}#billing`, 'billing'),
          deltasOf: (record: Item) =>
            unbilledDeltas(record as { case_id: string; bill: number; status: string }) as Delta[],
        } as unknown as FigureSource<never>,
      ],
    );
    const done: Done = { scanned: unbilled.scanned, written: unbilled.written };
    for await (const page of partition(ctx.db, `${emis}#matter`, 'matter'))
      for (const raw of page) {
        done.scanned += 1;
        if (await backfillNextDue(ctx.db, emis, raw)) done.written += 1;
      }
    return done;
  },
);
