import { isClosingStatus } from '@shared/legal/trust';
import type { TableRow } from '@shared/tables/types';
import type { Database } from '../db/service';
import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import { AppError } from '../platform/errors';
import { TRUST_MESSAGES } from '@shared/legal/trust';
import { LEGAL_MESSAGES } from '@shared/legal/schemas';

// The rule that a matter is not closed (nor deleted) while it holds trust money (Legal Practice
// Act s86), as transaction steps: the matters table's guard, and close-matter's (legal/trust.ts).
// The legal domain registers the matters table's guard with the engine (table-guards.ts).

/** 409: a matter that holds trust money is not closed (nor deleted). */
const holdsTrustMoney = (balance: number) => new AppError(409, TRUST_MESSAGES.holdsMoney(balance));

/** A matter's trust account, read consistently (a check must see the latest balance). */
export async function readTrustAccount(db: Database, emis: string, matterId: string) {
  const { data } = await db.entities.trustAccount
    .get({ emis, matter_id: matterId })
    .go({ consistent: true });
  return data ?? undefined;
}

/**
 * THE closing guard: a ConditionCheck, for the transaction that closes or deletes the matter,
 * that its trust account holds nothing (or that it has none). A balance read above zero refuses
 * at once (409, naming the amount); a deposit between the read and the write fails the check,
 * and the transaction plans again from a fresh read, which then refuses.
 */
export async function trustClosingGuard(
  ctx: RequestContext,
  tx: TxEntities,
  matterId: string,
): Promise<Step> {
  const account = await readTrustAccount(ctx.db, ctx.emis, matterId);
  if (account && account.balance !== 0) throw holdsTrustMoney(account.balance);
  return {
    name: `trust ${matterId}`,
    write: tx.trustAccount
      .check({ emis: ctx.emis, matter_id: matterId })
      .where((a, op) => `${op.notExists(a.balance)} OR ${op.eq(a.balance, 0)}`)
      .commit(),
    onFail: 'retry',
  };
}

/** A case status's name (undefined when the company has no such status). */
export async function caseStatusName(ctx: RequestContext, statusId: string) {
  const { data } = await ctx.db.entities.caseStatus.get({ emis: ctx.emis, id: statusId }).go();
  return data ? data.name : undefined;
}

/**
 * 409: a matter with bills is not deleted: its billed work (and the invoices made of it) would
 * lose their matter. Close it instead, or delete its un-invoiced bills first. (A bill added
 * between this read and the deletion is not caught: it stays, under a deleted matter, until its
 * own deletion; bills are added by staff working the matter, not by the public.)
 */
async function refuseIfBilled(ctx: RequestContext, matterId: string) {
  const { data } = await ctx.db.entities.billing.query
    .byCase({ emis: ctx.emis, case_id: matterId })
    .go({ limit: 1 });
  if (data.length > 0) throw new AppError(409, LEGAL_MESSAGES.matterHasBills);
}

/** The change of a matters-table row as the table engine hands it to its guard. */
export type MatterChange =
  | { action: 'update'; current: TableRow; changes: Record<string, unknown> }
  | { action: 'delete'; current: TableRow };

/**
 * The matters table's guard (TableDefinition.guard): a change of the status to a closing one
 * (isClosingStatus of its name, which `statusName` reads), and a deletion, carry the closing
 * guard. Registered as `registerGuard('cases', matterTrustGuard(caseStatusName))` (table-guards.ts).
 */
export function matterTrustGuard(
  statusName: (ctx: RequestContext, statusId: string) => Promise<string | undefined>,
) {
  return async (ctx: RequestContext, tx: TxEntities, change: MatterChange): Promise<Step[]> => {
    if (change.action === 'delete') {
      await refuseIfBilled(ctx, change.current.id);
      return [await trustClosingGuard(ctx, tx, change.current.id)];
    }
    const next = change.changes.status_id;
    if (typeof next !== 'string' || next === change.current.status_id) return [];
    if (!isClosingStatus(await statusName(ctx, next))) return [];
    return [await trustClosingGuard(ctx, tx, change.current.id)];
  };
}
