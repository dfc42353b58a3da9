import { mergeDeltas, type Delta, type Figure } from '../../kernel/aggregates';
import type { Done, Item } from './companies';
import type { MigrationContext } from './migration';

/** Records of one company, a page at a time, and THE deltas function their writes use. */
export type FigureSource<R = Item> = {
  pages: () => AsyncIterable<readonly R[]>;
  deltasOf: (record: R) => readonly Delta[];
};

type Sums = Map<string, Map<string, Figure>>;

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException' ||
  String((error as { message?: string }).message).includes('conditional request failed');

async function summed(sources: readonly FigureSource<never>[]) {
  const sums: Sums = new Map();
  let scanned = 0;
  for (const source of sources as unknown as FigureSource<unknown>[])
    for await (const page of source.pages()) {
      scanned += page.length;
      for (const delta of mergeDeltas(page.flatMap(source.deltasOf))) {
        const family = sums.get(delta.name) ?? new Map<string, Figure>();
        const figure = family.get(delta.key) ?? { key: delta.key, amount: 0, count: 0, second: 0 };
        figure.amount += delta.amount;
        figure.count += delta.count;
        figure.second = (figure.second ?? 0) + (delta.second ?? 0);
        family.set(delta.key, figure);
        sums.set(delta.name, family);
      }
    }
  return { sums, scanned };
}

async function stored(ctx: MigrationContext, emis: string, name: string) {
  // Maintenance (a migration): one company's figure items of one family, a page at a time.
  type Stored = { key: string; amount?: number; count?: number; second?: number };
  const data: Stored[] = [];
  for (let cursor: string | null = null; ;) {
    const page: { data: Stored[]; cursor: string | null } = await ctx.db.entities.aggregate.query
      .byKey({ emis, name })
      .go({ cursor, limit: 1000, consistent: true });
    data.push(...page.data);
    cursor = page.cursor;
    if (!cursor) break;
  }
  return new Map(
    data.map((f) => [
      f.key,
      { key: f.key, amount: f.amount ?? 0, count: f.count ?? 0, second: f.second ?? 0 },
    ]),
  );
}

/**
 * Sets one company's figures of `families` (and of every family the records add to, such as a
 * client's own) to the sums of its records by THE deltas functions of their writes: a SET of
 * the summed value per figure item, never an ADD, so a second run writes nothing; a figure no
 * record backs is set to 0. Safe beside live writes: the stored figures are read before the
 * records, and each SET holds only while the figure is as read (a write since then added its own
 * change, and the company is summed again). The records are read once more first to learn the
 * families a record names (a client's), since those cannot be listed.
 */
export async function rebuildFigures(
  ctx: MigrationContext,
  emis: string,
  families: readonly string[],
  sources: readonly FigureSource<never>[],
): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const first = await summed(sources);
    done.scanned += first.scanned;
    const names = [...new Set([...families, ...first.sums.keys()])];
    const before = new Map(
      await Promise.all(names.map(async (n) => [n, await stored(ctx, emis, n)] as const)),
    );
    const { sums, scanned } = await summed(sources);
    done.scanned += scanned;
    // A record of a family not read before it: sum again.
    if ([...sums.keys()].some((name) => !before.has(name))) continue;
    let moved = false;
    for (const [name, have] of before) {
      const want = sums.get(name) ?? new Map<string, Figure>();
      for (const key of new Set([...have.keys(), ...want.keys()])) {
        const from = have.get(key);
        const to = want.get(key) ?? { key, amount: 0, count: 0, second: 0 };
        const same = (a: Figure | undefined, b: Figure) =>
          (a?.amount ?? 0) === b.amount &&
          (a?.count ?? 0) === b.count &&
          (a?.second ?? 0) === (b.second ?? 0);
        if (same(from, to)) continue;
        if (!from && to.amount === 0 && to.count === 0 && !to.second) continue;
        try {
          await setFigure(ctx, emis, name, to, from);
          done.written += 1;
        } catch (error) {
          if (!isConditionFailed(error)) throw error;
          moved = true;
        }
      }
    }
    if (!moved) return done;
  }
  ctx.log.warn('figure rebuild gave up: the figures kept changing', { emis, families });
  return done;
}

/** One figure SET to `to`, on condition it is still `from` (absent: not there yet). */
async function setFigure(
  ctx: MigrationContext,
  emis: string,
  name: string,
  to: Figure,
  from: Figure | undefined,
) {
  const aggregate = ctx.db.entities.aggregate;
  if (!from) {
    await aggregate
      .create({
        emis,
        name,
        key: to.key,
        amount: to.amount,
        count: to.count,
        second: to.second ?? 0,
      })
      .go();
    return;
  }
  await aggregate
    .patch({ emis, name, key: to.key })
    .set({ amount: to.amount, count: to.count, second: to.second ?? 0 })
    .where(
      (a, op) =>
        `(${op.eq(a.amount, from.amount)} OR ${op.notExists(a.amount)}) AND (${op.eq(a.count, from.count)} OR ${op.notExists(a.count)}) AND (${op.eq(a.second, from.second ?? 0)} OR ${op.notExists(a.second)})`,
    )
    .go();
}
