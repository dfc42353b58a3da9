import type { TableRow } from '@shared/tables/types';
import { formatDateTime } from '@shared/time/sast';
import { catalogueSeeds } from '../../../functions/src/catalogue/seed';
import { documentsSeeds } from '../../../functions/src/documents/seed';
import { eventsSeeds } from '../../../functions/src/events/seed';
import { financeSeeds } from '../../../functions/src/finance/seed';
import { commit } from '../../../functions/src/kernel/transaction';
import { legalSeeds } from '../../../functions/src/legal/seed';
import { payrollSeeds } from '../../../functions/src/payroll/seed';
import { plansSeeds } from '../../../functions/src/plans/seed';
import { postsSeeds } from '../../../functions/src/posts/seed';
import { refundsSeeds } from '../../../functions/src/refunds/seed';
import { providerSeeds } from '../../../functions/src/provider/seed';
import type { Deps } from '../../../functions/src/platform/deps';
import {
  joinSeeds,
  type SeedContext,
  type SeedRows,
  type SeedStep,
} from '../../../functions/src/platform/seed-step';
import { schoolSeeds } from '../../../functions/src/school/seed';
import { smsSeeds } from '../../../functions/src/sms/seed';
import { storeSeeds } from '../../../functions/src/store/seed';
import { findTable } from '../../../functions/src/tables/registry';
import { storeFor, type TxEntities } from '../../../functions/src/tables/store';
import { SEED_COMPANIES } from './companies';
import { galleryPicture, tenantsSeeds } from './tenants';

/**
 * The local demo seed's steps, joined from each domain's own `seed.ts` in the order they run:
 * the tenants first, then the domains (a step's `needs` are checked to come earlier). A new
 * domain adds its seed.ts and one line here.
 */
export const SEEDS_BY_DOMAIN = [
  tenantsSeeds,
  schoolSeeds,
  catalogueSeeds,
  smsSeeds,
  legalSeeds,
  payrollSeeds,
  financeSeeds,
  storeSeeds,
  eventsSeeds,
  documentsSeeds,
  postsSeeds,
  refundsSeeds,
  plansSeeds,
  providerSeeds,
];

/**
 * Data directories seeded before the steps had ids recorded one version number (`seed`): the
 * steps that version had run. Such a directory gets only the steps it lacks.
 */
const SEED_VERSION_STEPS: Record<string, number> = {
  tenants: 1,
  'school-classes': 2,
  catalogue: 3,
  'sms-credits': 4,
  'school-fees': 5,
  legal: 6,
  payroll: 7,
  finance: 8,
  store: 9,
};

/** Rows written through the table store, as the data-table manager writes them (search text, times). */
async function putRows(deps: Deps, emis: string, tableName: string, rows: SeedRows, now: string) {
  const table = findTable(tableName);
  if (!table) throw new Error(`Unknown table ${tableName}`);
  const store = storeFor(deps.db, emis, table);
  for (let at = 0; at < rows.length; at += 25) {
    const chunk = rows.slice(at, at + 25);
    await commit(deps.db, (tx) =>
      chunk.map((row) => ({
        name: `${tableName} ${row.id}`,
        write: store.put(tx as unknown as TxEntities, row as TableRow, now),
      })),
    );
  }
}

/** The meta row that records a step as run. */
const stepMarker = (id: string) => `seed:${id}`;

/** The ids of the steps this data directory has run. */
async function stepsRun(deps: Deps, steps: readonly SeedStep[]): Promise<Set<string>> {
  const meta = deps.db.entities.meta;
  const legacy = Number((await meta.get({ name: 'seed' }).go()).data?.value ?? 0);
  const done = new Set<string>();
  for (const step of steps) {
    const version = SEED_VERSION_STEPS[step.id];
    if (version !== undefined && version <= legacy) done.add(step.id);
    else if ((await meta.get({ name: stepMarker(step.id) }).go()).data) done.add(step.id);
  }
  return done;
}

/**
 * Runs the seed steps this data directory lacks, in their order, recording each once it ran
 * (a start interrupted halfway resumes at the step it was in; every step is safe to run again).
 * Runs only in local mode, on a start whose data lacks a step.
 */
export async function runSeeds(deps: Deps, steps: readonly SeedStep[]): Promise<string[]> {
  if (deps.config.mode !== 'local') throw new Error('The demo seed runs only in local mode');
  const done = await stepsRun(deps, steps);
  const now = formatDateTime(deps.clock.now());
  const seed: SeedContext = {
    deps,
    now,
    companies: SEED_COMPANIES.map((company) => company.company.emis),
    putRows: (emis, table, rows) => putRows(deps, emis, table, rows, now),
    picture: galleryPicture,
  };
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.id)) continue;
    await step.run(seed);
    await deps.db.entities.meta
      .put({ name: stepMarker(step.id), value: now, updated_at: now })
      .go();
    ran.push(step.id);
  }
  return ran;
}

/** Creates the demo companies, their accounts and every domain's demo data the data lacks. */
export async function seedIfEmpty(deps: Deps): Promise<'seeded' | 'already'> {
  const ran = await runSeeds(deps, joinSeeds(SEEDS_BY_DOMAIN));
  return ran.length > 0 ? 'seeded' : 'already';
}
