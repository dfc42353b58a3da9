import { owingDeltas, owingKeys, SCHOOL_OWING } from '../../school';
import { companyMigration, type Done, type Item } from './companies';
import type { MigrationContext } from './migration';
import { backfillSparseKeys } from './sparse-keys';

type Account = Parameters<typeof owingDeltas>[0] & { sid: string };

const accountOf = (raw: Item) => {
  const account = raw as unknown as Account;
  return { ...account, billings: account.billings ?? [] };
};

/**
 * One company's fee accounts: their owing index keys as each balance says (set while it owes,
 * removed once settled, only while the account is the version read), then the unpaid-fees
 * figure rebuilt.
 */
export const backfillFeesOwing = (ctx: MigrationContext, emis: string): Promise<Done> =>
  backfillSparseKeys(ctx, {
    emis,
    kind: 'fee_account',
    fields: ['gsi1pk', 'gsi1sk'],
    want: (raw) => {
      const keys = owingKeys(emis, accountOf(raw));
      return keys && [keys.owing_key, keys.owing_sort];
    },
    held: ['row_version'],
    figures: { names: [SCHOOL_OWING], deltasOf: (raw) => owingDeltas(accountOf(raw)) },
  });

/** 0017, school (issue 28): the unpaid-fees figure and the owing index of the fee accounts. */
export const feesOwingMigration = companyMigration(
  '0017-school-fees-owing',
  "Unpaid fees by school year and the owing accounts' index, for the home's unpaid fees",
  backfillFeesOwing,
);
