import type { ListPage } from '@shared/catalogue/schemas';
import { apiGet } from '../api-client';

/** The largest page the lists give, and how many rows a screen loads at most. */
const PAGE = 1000;
const MAX_ROWS = 10_000;

/**
 * Every row of a list route (`?cursor=&limit=`), page after page: the screens search and
 * page them in the browser.
 */
export async function getAllPages<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(PAGE), ...(cursor ? { cursor } : {}) });
    const page: ListPage<T> = await apiGet<ListPage<T>>(`${path}?${query}`, signal);
    rows.push(...page.rows);
    cursor = page.cursor;
  } while (cursor && rows.length < MAX_ROWS);
  return rows;
}
