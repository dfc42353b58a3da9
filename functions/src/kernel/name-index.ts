import type { KeyRange } from '@shared/legal/conflicts';
import type { Database } from '../db/service';
import type { Step, TxEntities } from './transaction';

/** A record's keys in a name index, each with the labels of the names that have it. */
export type IndexedKeys = ReadonlyMap<string, readonly string[]>;

const reversed = (key: string) => [...key].reverse().join('');
const sameLabels = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((label, at) => label === b[at]);

/**
 * The writes that take a record's keys in `scope` from `before` to `after` (empty: the record is
 * new, or deleted): a key it no longer has is deleted, a new or relabelled key is put. Unchanged
 * keys write nothing, so a change of other fields adds no step. For the record's own transaction.
 */
export function nameIndexSteps(
  tx: TxEntities,
  emis: string,
  scope: string,
  refId: string,
  before: IndexedKeys,
  after: IndexedKeys,
): Step[] {
  const steps: Step[] = [];
  for (const key of before.keys())
    if (!after.has(key))
      steps.push({
        name: `name key ${scope} ${key}`,
        write: tx.nameToken.delete({ emis, scope, key, ref_id: refId }).commit(),
      });
  for (const [key, labels] of after)
    if (!sameLabels(before.get(key), labels))
      steps.push({
        name: `name key ${scope} ${key}`,
        write: tx.nameToken
          .put({ emis, scope, key, ref_id: refId, rkey: reversed(key), labels: [...labels] })
          .commit(),
      });
  return steps;
}

/** What a search found: a record, and the labels of its names that have a key in range. */
export type NameHit = { refId: string; labels: string[] };

/**
 * The records of `scope` with a key in any of `ranges`: one Query per range (a suffix range
 * reads the reversed keys of gsi1), each of at most `perRange` keys. A prefix range that came
 * back full is followed by its exact key's own Query, so the name itself is never crowded out.
 * The cost is the ranges' and the limit's, never the company's number of records.
 */
export async function searchNameIndex(
  db: Database,
  emis: string,
  scope: string,
  ranges: readonly KeyRange[],
  perRange: number,
): Promise<NameHit[]> {
  const tokens = db.entities.nameToken;
  const read = async (range: KeyRange) => {
    const options = { limit: perRange, attributes: ['ref_id', 'labels'] as const };
    if ('exact' in range)
      return (await tokens.query.byKey({ emis, scope, key: range.exact }).go(options)).data;
    if ('prefix' in range)
      return (await tokens.query.byKey({ emis, scope }).begins({ key: range.prefix }).go(options))
        .data;
    return (
      await tokens.query
        .byReversed({ emis, scope })
        .begins({ rkey: reversed(range.suffix) })
        .go(options)
    ).data;
  };
  // An exact range is read only when the prefix of the same key came back full.
  const prefixes = ranges.filter((range) => !('exact' in range));
  const exacts = ranges.filter((range): range is { exact: string } => 'exact' in range);
  const wide = await Promise.all(prefixes.map(read));
  const full = new Set(
    prefixes.flatMap((range, at) =>
      'prefix' in range && (wide[at]?.length ?? 0) >= perRange ? [range.prefix] : [],
    ),
  );
  const needed = exacts.filter(
    (range) =>
      !prefixes.some((p) => 'prefix' in p && range.exact.startsWith(p.prefix)) ||
      [...full].some((prefix) => range.exact.startsWith(prefix)),
  );
  const narrow = await Promise.all(needed.map(read));
  const hits = new Map<string, Set<string>>();
  for (const item of [...wide, ...narrow].flat()) {
    const labels = hits.get(item.ref_id) ?? new Set<string>();
    for (const label of item.labels) labels.add(label);
    hits.set(item.ref_id, labels);
  }
  return [...hits].map(([refId, labels]) => ({ refId, labels: [...labels] }));
}
