import type { Database } from '../../db/service';
import type { Logger } from '../../platform/log';
import type { Clock } from '../../platform/ports';
import type { Migration } from './migration';
import { MIGRATIONS } from './registry';

export type MigrationOutcome =
  /** Finished now. */
  | 'done'
  /** Finished by an earlier run: nothing read. */
  | 'already'
  /** Stopped at its deadline (or page budget), its cursor kept: the next run resumes. */
  | 'paused'
  /** Another runner holds it now. */
  | 'busy'
  /** Not started: an earlier migration has not finished. */
  | 'waiting';

export type MigrationReport = {
  id: string;
  outcome: MigrationOutcome;
  /** What this run read and wrote (not the earlier runs'). */
  scanned: number;
  written: number;
};

export type RunOptions = {
  /** The registry by default; tests run their own copies. */
  migrations?: readonly Migration[];
  /** Stop starting pages after this time (epoch ms): a Lambda's remaining time. */
  deadline?: number;
  /** Items read per page. */
  pageSize?: number;
  /** Stop after this many pages in all (tests show a stopped run resumes). */
  maxPages?: number;
};

export type RunnerDeps = { db: Database; clock: Clock; log: Logger };

/** How long a run holds a migration without writing its progress before another may take it. */
const LEASE_MS = 5 * 60_000;
const PAGE_SIZE = 500;

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException' ||
  String((error as { message?: string }).message).includes('conditional request failed');

/**
 * Takes the migration for this run: its record is created, or its lease taken when none holds
 * it. Answers the cursor to resume from, or undefined when finished or held by another run.
 */
async function take(
  { db, clock }: RunnerDeps,
  id: string,
): Promise<{ cursor?: string } | 'already' | 'busy'> {
  const now = clock.now();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const { data } = await db.entities.migration.get({ id }).go({ consistent: true });
  if (data?.status === 'done') return 'already';
  try {
    if (!data) {
      await db.entities.migration
        .create({
          id,
          status: 'running',
          started_at: now.toISOString(),
          updated_at: now.toISOString(),
          lease_until: lease,
        })
        .go();
      return {};
    }
    await db.entities.migration
      .patch({ id })
      .set({ lease_until: lease, updated_at: now.toISOString() })
      .where(
        (a, op) =>
          `${op.eq(a.status, 'running')} AND (${op.notExists(a.lease_until)} OR ${op.lt(a.lease_until, now.toISOString())})`,
      )
      .go();
    return { cursor: data.cursor };
  } catch (error) {
    if (isConditionFailed(error)) return 'busy';
    throw error;
  }
}

/**
 * THE data migration runner (issue 24): the registry's migrations in order, each from where its
 * last run stopped, a page at a time, its progress written after every page; a finished one is
 * never run again, and a migration starts only when those before it have finished. In AWS a
 * custom resource runs it at every deploy (infra/cdk/migrations-stack.ts), calling again until
 * `complete`; locally `npm start` runs it (infra/local/start.ts).
 */
export async function runMigrations(
  deps: RunnerDeps,
  options: RunOptions = {},
): Promise<{ complete: boolean; reports: MigrationReport[] }> {
  const { db, clock, log } = deps;
  const migrations = options.migrations ?? MIGRATIONS;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  let pages = 0;
  const reports: MigrationReport[] = [];
  const over = () =>
    (options.deadline !== undefined && Date.now() >= options.deadline) ||
    (options.maxPages !== undefined && pages >= options.maxPages);
  for (const migration of migrations) {
    const report: MigrationReport = {
      id: migration.id,
      outcome: 'waiting',
      scanned: 0,
      written: 0,
    };
    reports.push(report);
    if (reports.some((r) => r !== report && r.outcome !== 'done' && r.outcome !== 'already'))
      continue;
    const taken = await take(deps, migration.id);
    if (taken === 'already' || taken === 'busy') {
      report.outcome = taken;
      continue;
    }
    let cursor = taken.cursor;
    log.info('migration running', { migration: migration.id, resumed: cursor !== undefined });
    for (;;) {
      if (over()) {
        // Let go: the next run resumes at once instead of waiting for the lease.
        await db.entities.migration.patch({ id: migration.id }).remove(['lease_until']).go();
        report.outcome = 'paused';
        break;
      }
      const page = await migration.page({ db, log, clock }, cursor, pageSize);
      pages += 1;
      report.scanned += page.scanned;
      report.written += page.written;
      cursor = page.cursor;
      const at = clock.now().toISOString();
      const progress = db.entities.migration
        .patch({ id: migration.id })
        .add({ scanned: page.scanned, written: page.written });
      if (cursor) {
        await progress
          .set({
            cursor,
            updated_at: at,
            lease_until: new Date(clock.now().getTime() + LEASE_MS).toISOString(),
          })
          .go();
        continue;
      }
      await progress
        .set({ status: 'done', updated_at: at, finished_at: at })
        .remove(['cursor', 'lease_until'])
        .go();
      report.outcome = 'done';
      break;
    }
    log.info('migration ran', { ...report });
  }
  return {
    complete: reports.every((r) => r.outcome === 'done' || r.outcome === 'already'),
    reports,
  };
}
