import { systemClock } from '../../platform/adapters/clocks';
import { restoreUniqueMarkers, type MarkersRestored } from '../../tables';
import { companyMigration } from './companies';
import type { MigrationContext } from './migration';

/** One company's data tables: each row's missing unique marker, and the duplicates found. */
export async function backfillUniqueMarkers(
  ctx: MigrationContext,
  emis: string,
): Promise<MarkersRestored> {
  const now = (ctx.clock ?? systemClock).now().toISOString();
  const done = await restoreUniqueMarkers(ctx.db, emis, { now, log: ctx.log });
  if (done.duplicates.length > 0)
    ctx.log.warn('unique markers: duplicates left for a person to rename', {
      emis,
      duplicates: done.duplicates.length,
    });
  return done;
}

/**
 * 0022, tables: until bcc8f44 a change that left a table's unique column out (a product's price,
 * a client's phone) released the row's marker, so its name or reference was free for a second
 * row. Each row's missing marker is created (only if absent); a value another row already holds
 * is logged and left alone. A second run writes nothing.
 */
export const uniqueMarkersMigration = companyMigration(
  '0022-tables-unique-markers',
  "The unique columns' markers a change without the column released (products, clients...)",
  backfillUniqueMarkers,
);
