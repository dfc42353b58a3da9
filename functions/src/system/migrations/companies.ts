import { partitionItems } from '../../db/partition-items';
import type { Database } from '../../db/service';
import { registryComplete, registryPage } from '../../db/registry';
import type { Migration, MigrationContext } from './migration';

export type Item = Record<string, unknown>;

/** What one company's part of a migration read and wrote. */
export type Done = { scanned: number; written: number };

/** One company's part of a migration: its records paged, only what is missing or wrong written. */
export type CompanyWork = (ctx: MigrationContext, emis: string) => Promise<Done>;

/**
 * Companies a page of a company migration takes at most: each is migrated whole within the
 * page, so a page stays well inside the runner's deadline whatever the page size asked.
 */
export const COMPANIES_PER_PAGE = 25;

export const REGISTRY_INCOMPLETE =
  'The companies registry (gsi1) lacks the companies made before it: run `npm run ops:backfill-company-registry` once against this table, then deploy again';

/**
 * A migration done company by company: a page of the runner is a page of a Query of THE
 * companies registry (gsi1, sorted by emis; never a Scan), and each company found is migrated
 * whole before the cursor moves on (a stopped run does the company again, which writes nothing
 * twice: each work writes only what is missing or wrong). It refuses to start while the registry
 * lacks older companies (db/registry.ts registryComplete): a run over part of the companies
 * would be recorded as done.
 */
export function companyMigration(
  id: string,
  description: string,
  work: CompanyWork,
): Migration & { company: CompanyWork } {
  return {
    id,
    description,
    company: work,
    async page(ctx, cursor, limit) {
      if (!cursor && !(await registryComplete(ctx.db))) throw new Error(REGISTRY_INCOMPLETE);
      const page = await registryPage(ctx.db, {
        start: cursor ? (JSON.parse(cursor) as Item) : undefined,
        limit: Math.min(limit, COMPANIES_PER_PAGE),
      });
      let scanned = page.items.length;
      let written = 0;
      for (const company of page.items) {
        const emis = typeof company.emis === 'string' ? company.emis : undefined;
        if (!emis) continue;
        const done = await work(ctx, emis);
        scanned += done.scanned;
        written += done.written;
      }
      return {
        scanned,
        written,
        cursor: page.last ? JSON.stringify(page.last) : undefined,
      };
    },
  };
}

/** The items of one partition of one entity, a page at a time (db/partition-items.ts). */
export const partition = (db: Database, pk: string, entity: string, pageSize = 500) =>
  partitionItems(db, pk, entity, pageSize);

/** Every item of a partition (maintenance: a rebuild sums one company's records of a kind). */
export async function allOf(db: Database, pk: string, entity: string): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of partition(db, pk, entity)) items.push(...page);
  return items;
}
