import { uniqueValue, type UniqueScope } from '@shared/catalogue/unique';
import type { Database } from './service';

type Commit = object;
type Where = (
  attributes: Record<string, unknown>,
  op: { eq(a: unknown, v: unknown): string; notExists(a: unknown): string },
) => string;

/** The part of a transaction's entities the markers use (typed loosely: any service's tx fits). */
export type MarkerTx = {
  uniqueMarker: {
    create(item: Record<string, unknown>): { commit(): Commit };
    delete(key: Record<string, unknown>): { where(cb: Where): { commit(): Commit } };
  };
};

/** What a claim is for, kept with its transaction item so a cancellation can say which. */
export type Claim = { scope: UniqueScope; value: string; refId: string };
const claims = new WeakMap<Commit, Claim>();

/**
 * Claims `text` in `scope` for the row `refId`: a marker created with attribute_not_exists,
 * so the transaction it is part of fails when the value is taken. Nothing for an empty value.
 */
export function claimUnique(
  tx: MarkerTx,
  emis: string,
  scope: UniqueScope,
  text: unknown,
  refId: string,
  now: string,
): Commit[] {
  const value = uniqueValue(text);
  if (value === undefined) return [];
  const commit = tx.uniqueMarker
    .create({ emis, scope, value, ref_id: refId, created_at: now })
    .commit();
  claims.set(commit, { scope, value, refId });
  return [commit];
}

/**
 * Releases the row's claim on `text`. Only the row's own marker is deleted; a marker that is
 * already gone (a row written before markers existed) is no obstacle.
 */
export function releaseUnique(
  tx: MarkerTx,
  emis: string,
  scope: UniqueScope,
  text: unknown,
  refId: string,
): Commit[] {
  const value = uniqueValue(text);
  if (value === undefined) return [];
  return [
    tx.uniqueMarker
      .delete({ emis, scope, value })
      .where((a, op) => `${op.notExists(a.ref_id)} OR ${op.eq(a.ref_id, refId)}`)
      .commit(),
  ];
}

/** The writes that move a row's claim from `before` to `after` (none when they normalise alike). */
export function moveUnique(
  tx: MarkerTx,
  emis: string,
  scope: UniqueScope,
  before: unknown,
  after: unknown,
  refId: string,
  now: string,
): Commit[] {
  if (uniqueValue(before) === uniqueValue(after)) return [];
  return [
    ...releaseUnique(tx, emis, scope, before, refId),
    ...claimUnique(tx, emis, scope, after, refId, now),
  ];
}

/** The claim a transaction item made, if it is a marker claim. */
export function claimOf(commit: unknown): Claim | undefined {
  return typeof commit === 'object' && commit !== null ? claims.get(commit) : undefined;
}

/** The id of the row holding `text` in `scope` (a strongly consistent read), if any. */
export async function holderOf(
  db: Database,
  emis: string,
  scope: UniqueScope,
  text: unknown,
): Promise<string | undefined> {
  const value = uniqueValue(text);
  if (value === undefined) return undefined;
  const { data } = await db.entities.uniqueMarker
    .get({ emis, scope, value })
    .go({ consistent: true });
  return data?.ref_id;
}
