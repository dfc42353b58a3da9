import type { DeleteAccountsBody, SaveAccountBody } from '@shared/finance/schemas';
import type { RequestContext } from '../kernel/context';
import { commit } from '../kernel/transaction';
import { tableRecord } from '../tables';
import { accountOr404, accountsById, asRow, type FinancialAccountRecord } from './records';

const accounts = /* @__PURE__ */ tableRecord('accounts');

export const accountView = (a: FinancialAccountRecord) => ({
  id: a.id,
  name: a.name,
  type: a.type,
  balance: a.balance,
  row_version: a.row_version ?? null,
});

/**
 * The most financial accounts a company's list shows: its bank, card, cash and loan accounts,
 * a handful, never a history. Read as one Query page of at most this many items.
 */
export const MAX_ACCOUNTS = 200;

/** get-all-financial-accounts (at most MAX_ACCOUNTS), by name. */
export async function listAccounts(ctx: RequestContext) {
  const { data } = await ctx.db.entities.financialAccount.query
    .byCompany({ emis: ctx.emis })
    .go({ limit: MAX_ACCOUNTS, consistent: true });
  return data.sort((a, b) => a.name.localeCompare(b.name)).map(accountView);
}

/** save-financial-account {accountName, accountType, accountBalance}; `accountID` changes that one. */
export async function saveAccount(ctx: RequestContext, body: SaveAccountBody) {
  const values = { name: body.accountName, type: body.accountType, balance: body.accountBalance };
  let id: string;
  if (body.accountID) {
    const current = await accountOr404(ctx, body.accountID);
    const write = accounts.update(ctx, asRow(current), values);
    await commit(ctx.db, (tx) => write.steps(tx));
    id = current.id;
  } else {
    const write = accounts.create(ctx, values);
    await commit(ctx.db, (tx) => write.steps(tx));
    id = write.id;
  }
  return { status: 'success' as const, id, accounts: await listAccounts(ctx) };
}

/** bulk-delete-accounts {table, aids}: all of them or none. */
export async function deleteAccounts(ctx: RequestContext, body: DeleteAccountsBody) {
  await commit(ctx.db, async (tx) =>
    (await accountsById(ctx, body.aids)).flatMap((a) => accounts.remove(ctx, asRow(a)).steps(tx)),
  );
  return { status: 'success' as const, accounts: await listAccounts(ctx) };
}
