import { PROVIDER_EMIS } from '@shared/company/provider';
import { isPlanName, PLAN_NAMES, termsOf, type PlanName } from '@shared/plans/entitlements';
import type { ProviderRevenue } from '@shared/provider/schemas';
import { registryPage, type RawItem } from '../db/registry';
import type { Database } from '../db/service';
import {
  aggregateSteps,
  negate,
  readFigures,
  sumBy,
  type Delta,
  type Figure,
} from '../kernel/aggregates';
import type { Step, TxEntities } from '../kernel/transaction';

/**
 * Annual recurring revenue (ARR): the sum of the yearly prices of the plans of every company
 * not closed (a company closing still counts until its closure is done; a lapsed one counts
 * until it closes). Kept as a running figure in the provider's own partition (baron-007), one
 * item per plan (`amount` = cents, `count` = companies), changed by ADD in the same transaction
 * as the write that changes it; never summed over the companies on a request.
 */
export const PLAN_REVENUE = 'plan_revenue';

/** What of a company the figure depends on. */
export type RevenueFacts = { plan?: string | null; closed_at?: string | null };

/** THE deltas of a company: its plan's yearly price and one company, unless it is closed. */
export function revenueDeltas(company: RevenueFacts | undefined): Delta[] {
  if (!company || company.closed_at) return [];
  const plan: PlanName = isPlanName(company.plan) ? company.plan : 'Standard';
  return [{ name: PLAN_REVENUE, key: plan, amount: termsOf(plan).priceCents, count: 1 }];
}

/**
 * The steps that move the figure from a company as it was (`before`; undefined: it did not
 * exist) to as it is now (`after`; undefined: it is gone), for the transaction making that
 * change. Creation: (tx, undefined, company); a plan change: (tx, old, new); closure: (tx,
 * company, { ...company, closed_at }).
 */
export function planRevenueSteps(
  tx: TxEntities,
  before: RevenueFacts | undefined,
  after: RevenueFacts | undefined,
): Step[] {
  return aggregateSteps(tx, PROVIDER_EMIS, [
    ...negate(revenueDeltas(before)),
    ...revenueDeltas(after),
  ]);
}

/** A plan change (upgrade paid, downgrade at renewal): + the new price, - the old. */
export const planChangeRevenueSteps = (tx: TxEntities, from: PlanName, to: PlanName): Step[] =>
  planRevenueSteps(tx, { plan: from }, { plan: to });

/** A closure done (closed_at set): - the plan's price. */
export const closureRevenueSteps = (tx: TxEntities, plan: PlanName): Step[] =>
  planRevenueSteps(tx, { plan }, undefined);

const reply = (figures: readonly Figure[]): ProviderRevenue => {
  const by = new Map(figures.map((f) => [f.key, f]));
  const by_plan = PLAN_NAMES.map((plan) => ({
    plan,
    cents: by.get(plan)?.amount ?? 0,
    companies: by.get(plan)?.count ?? 0,
  }));
  return {
    annual_cents: by_plan.reduce((sum, p) => sum + p.cents, 0),
    companies: by_plan.reduce((sum, p) => sum + p.companies, 0),
    by_plan,
  };
};

/** The figure as kept: three items (one per plan), whatever the number of companies. */
export async function readRevenue(db: Database): Promise<ProviderRevenue> {
  return reply(await readFigures(db, PROVIDER_EMIS, PLAN_REVENUE));
}

/**
 * Maintenance, never a request: the figure summed from the registry's companies by THE deltas
 * function the writes use (the rebuild test compares it with the kept one; the seed and the
 * registry backfill set the kept one to it).
 */
export async function summedRevenue(db: Database): Promise<Figure[]> {
  const companies: RawItem[] = [];
  let start: RawItem | undefined;
  do {
    const page = await registryPage(db, { start, limit: 500 });
    companies.push(...page.items);
    start = page.last;
  } while (start);
  return sumBy(PLAN_REVENUE, companies as RevenueFacts[], revenueDeltas);
}

/** The summed figure as the provider's reply (the rebuild test's expectation). */
export const revenueOf = (figures: readonly Figure[]): ProviderRevenue => reply(figures);

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException' ||
  String((error as { message?: string }).message).includes('conditional request failed');

/**
 * Maintenance: sets the kept figure to the registry's sum (a SET per plan, so a second run
 * changes nothing), for data made before the figure (the local seed, the registry backfill).
 * Safe beside sign-ups: the kept items are read before the registry is summed, and each SET
 * holds only while its item is as read (a company made meanwhile added its own price: sum again).
 */
export async function rebuildRevenue(db: Database): Promise<ProviderRevenue> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const kept = new Map(
      (await readFigures(db, PROVIDER_EMIS, PLAN_REVENUE)).map((f) => [f.key, f]),
    );
    const sums = new Map((await summedRevenue(db)).map((f) => [f.key, f]));
    let moved = false;
    for (const plan of PLAN_NAMES) {
      const was = kept.get(plan);
      const want = sums.get(plan) ?? { key: plan, amount: 0, count: 0 };
      if (was && was.amount === want.amount && was.count === want.count) continue;
      if (!was && want.amount === 0 && want.count === 0) continue;
      try {
        const aggregate = db.entities.aggregate;
        if (!was)
          await aggregate
            .create({ emis: PROVIDER_EMIS, name: PLAN_REVENUE, key: plan, ...counts(want) })
            .go();
        else
          await aggregate
            .patch({ emis: PROVIDER_EMIS, name: PLAN_REVENUE, key: plan })
            .set(counts(want))
            .where(
              (a, op) =>
                `(${op.eq(a.amount, was.amount)} OR ${op.notExists(a.amount)}) AND (${op.eq(a.count, was.count)} OR ${op.notExists(a.count)})`,
            )
            .go();
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
        moved = true;
      }
    }
    if (!moved) return readRevenue(db);
  }
  throw new Error('The revenue figure kept changing while it was rebuilt: run it again');
}

const counts = (figure: Figure) => ({ amount: figure.amount, count: figure.count });
