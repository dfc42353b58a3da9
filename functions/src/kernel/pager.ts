import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import { AppError } from '../platform/errors';

/**
 * THE cursor pager. A list's cursor is the last key of the previous page (ElectroDB's form:
 * base64url JSON). It is accepted only for the partition it came from, the caller's own list:
 * a tampered cursor, or one of another list or company, is a 400, never a read elsewhere.
 */

export type { ListPage, ListQuery };

/** The key attributes of a page's items: the table's own, or an index's as well. */
export type CursorKeys = readonly string[];
export const TABLE_KEYS: CursorKeys = ['pk', 'sk'];

/** Where a cursor must point: its partition attribute and value. */
export type Partition = { field: string; value: string };

export const badCursor = () =>
  new AppError(400, 'The page cursor is not valid for this list', {
    fields: { cursor: 'Not a cursor of this list' },
  });

export function encodeCursor(key: Record<string, unknown> | undefined | null): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** The key a cursor stands for, once it is proven to be one of `partition`'s (else 400). */
export function decodeCursor(
  cursor: string | undefined | null,
  partition: Partition,
  keys: CursorKeys = TABLE_KEYS,
): Record<string, string> | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const record = key as Record<string, unknown>;
  const valid =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    record[partition.field] === partition.value &&
    Object.keys(record).length === keys.length &&
    keys.every((name) => typeof record[name] === 'string');
  if (!valid) throw badCursor();
  return record as Record<string, string>;
}

/** The cursor in ElectroDB's own form, once checked (`undefined` for the first page). */
export function checkedCursor(
  cursor: string | undefined | null,
  partition: Partition,
  keys: CursorKeys = TABLE_KEYS,
): string | undefined {
  return decodeCursor(cursor, partition, keys) ? (cursor as string) : undefined;
}

type Pageable<T> = {
  go(options: {
    cursor: string | null;
    limit: number;
    consistent?: boolean;
  }): Promise<{ data: T[]; cursor: string | null }>;
};

/** One page of an ElectroDB query over `partition`, its rows shaped by `view`. */
export async function pageOf<T, V>(
  query: Pageable<T>,
  partition: Partition,
  q: ListQuery,
  view: (rows: T[]) => Promise<V[]> | V[],
): Promise<ListPage<V>> {
  const cursor = checkedCursor(q.cursor, partition) ?? null;
  const { data, cursor: next } = await query.go({ cursor, limit: q.limit });
  return { rows: await view(data), cursor: next };
}
