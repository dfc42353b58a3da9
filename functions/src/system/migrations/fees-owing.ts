import type { Delta } from '../../kernel/aggregates';
import { owingDeltas, owingKeys, SCHOOL_OWING } from '../../school';
import { companyMigration, partition, type Done, type Item } from './companies';
import { rebuildFigures, type FigureSource } from './figures';
import type { MigrationContext } from './migration';
import { backfillSparseKeys } from './sparse-keys';

type Account = Parameters<typeof owingDeltas>[0] & { sid: string; row_version: number };

const accountOf = (raw: Item) => {
  const account = raw as unknown as Account;
  return { ...account, billings: account.billings ?? [] };
};

/**
 * One company's fee accounts: their owing index keys as each balance says (set while it owes,
 * removed once settled, only while the account is the version read), then the unpaid-fees
 * figure rebuilt.
 */
export async function backfillFeesOwing(ctx: MigrationContext, emis: string): Promise<Done> {
  const pk = `${emis}#fee_account`;
  const done = await backfillSparseKeys(ctx, {
    pk,
    entity: 'fee_account',
    fields: ['gsi1pk', 'gsi1sk'],
    want: (raw) => {
      const keys = owingKeys(emis, accountOf(raw));
      return keys && [keys.owing_key, keys.owing_sort];
    },
    held: ['row_version'],
  });
  const source = {
    pages: () => partition(ctx.db, pk, 'fee_account'),
    deltasOf: (record: Item): readonly Delta[] => owingDeltas(accountOf(record)),
  } as unknown as FigureSource<never>;
  const figures = await rebuildFigures(ctx, emis, [SCHOOL_OWING], [source]);
  return { scanned: done.scanned + figures.scanned, written: done.written + figures.written };
}

/** 0017, school (issue 28): the unpaid-fees figure and the owing index of the fee accounts. */
export const feesOwingMigration = companyMigration(
  '0017-school-fees-owing',
  "Unpaid fees by school year and the owing accounts' index, for the home's unpaid fees",
  backfillFeesOwing,
);
