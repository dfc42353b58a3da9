import { uniqueValue, type UniqueScope } from '@shared/catalogue/unique';
import type { Database } from '../db/service';
import { type RequestContext } from './context';
import { transaction, type OnFail, type Step, type TxEntities } from './transaction';

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
  onFail: OnFail = 'refuse',
): Step[] {
  const value = uniqueValue(text);
  if (value === undefined) return [];
  return [
    {
      name: claimName(scope),
      write: tx.uniqueMarker
        .create({ emis, scope, value, ref_id: refId, created_at: now })
        .commit(),
      onFail,
    },
  ];
}

/** The name of a claim's step: a refused transaction names the scope whose value was taken. */
export const claimName = (scope: UniqueScope) => `unique ${scope}`;

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
  onFail: OnFail = 'refuse',
): Step[] {
  const value = uniqueValue(text);
  if (value === undefined) return [];
  return [
    {
      name: `release ${scope}`,
      write: tx.uniqueMarker
        .delete({ emis, scope, value })
        .where((a, op) => `${op.notExists(a.ref_id)} OR ${op.eq(a.ref_id, refId)}`)
        .commit(),
      onFail,
    },
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
  onFail: { claim: OnFail; release: OnFail },
): Step[] {
  if (uniqueValue(before) === uniqueValue(after)) return [];
  return [
    ...releaseUnique(tx, emis, scope, before, refId, onFail.release),
    ...claimUnique(tx, emis, scope, after, refId, now, onFail.claim),
  ];
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

/**
 * Runs the steps as one transaction. On a cancellation the failed steps decide: their error is
 * thrown (a missing category), or a refused claim answers `exist` (a taken name). Nothing is
 * written either way.
 */
export async function commitUnlessTaken(
  ctx: RequestContext,
  build: (tx: TxEntities) => Step[],
): Promise<'success' | 'exist'> {
  const result = await transaction(ctx.db, build);
  return result.written ? 'success' : 'exist';
}
