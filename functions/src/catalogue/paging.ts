import type { ListPage, ListQuery } from '@shared/catalogue/fields';
import { catalogueError } from './errors';

/**
 * A list's cursor is the last key of the previous page (ElectroDB's form: base64url JSON). It
 * is accepted only for the partition it came from, the caller's own list: a cursor of another
 * list or company is a 400, never a read elsewhere.
 */
export function checkedCursor(
  cursor: string | undefined,
  field: string,
  partition: string,
  keys: readonly string[] = ['pk', 'sk'],
): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      typeof key === 'object' &&
      key !== null &&
      !Array.isArray(key) &&
      (key as Record<string, unknown>)[field] === partition &&
      Object.keys(key).length === keys.length &&
      keys.every((name) => typeof (key as Record<string, unknown>)[name] === 'string')
    )
      return cursor;
  } catch {
    // falls through
  }
  throw catalogueError('badCursor');
}

export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

type Pageable<T> = {
  go(options: {
    cursor: string | null;
    limit: number;
    consistent?: boolean;
  }): Promise<{ data: T[]; cursor: string | null }>;
};

/** One page of a company's rows of one kind (its `byCompany` partition). */
export async function pageOf<T, V>(
  query: Pageable<T>,
  partition: string,
  q: ListQuery,
  view: (rows: T[]) => Promise<V[]> | V[],
): Promise<ListPage<V>> {
  const cursor = checkedCursor(q.cursor, 'pk', partition) ?? null;
  const { data, cursor: next } = await query.go({ cursor, limit: q.limit });
  return { rows: await view(data), cursor: next };
}
