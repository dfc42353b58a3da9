import type { Database } from '../../db/service';
import type { Logger } from '../../platform/log';
import type { Clock } from '../../platform/ports';

/** What one page of a migration did, and where the next one starts (none: it is finished). */
export type MigrationPage = { cursor?: string; scanned: number; written: number };

/** `clock`: the runner's (a migration that needs today, e.g. the plan-year backfill). */
export type MigrationContext = {
  db: Database;
  log: Pick<Logger, 'info' | 'warn'>;
  clock?: Clock;
};

/**
 * A change of deployed data, run once (system/migrations/runner.ts). It goes through its items a
 * page at a time from a cursor the runner keeps, so a run that stops resumes where it was; and
 * it writes an item only when the item still needs it, so a page run twice changes nothing.
 */
export type Migration = {
  /** Its place in the registry's order and its progress record: never renamed once deployed. */
  id: string;
  description: string;
  page(ctx: MigrationContext, cursor: string | undefined, limit: number): Promise<MigrationPage>;
};
