import { CLIENT_NAMES, searchRanges } from '@shared/legal/conflicts';
import type { RequestContext } from '../kernel/context';
import { searchNameIndex, type NameHit } from '../kernel/name-index';

/**
 * The clients whose names may resemble one of `names` (shared/src/legal/conflicts.ts): the
 * clients table keeps each client's name keys in the company's name index in the same
 * transaction as the client's writes, so this reads a few key ranges of at most `perRange` keys
 * each, never every client. Each hit has the client's name as its label; the caller judges.
 */
export const clientsByName = (
  ctx: Pick<RequestContext, 'db' | 'emis'>,
  names: readonly string[],
  perRange: number,
): Promise<NameHit[]> =>
  searchNameIndex(ctx.db, ctx.emis, CLIENT_NAMES, searchRanges(names), perRange);
