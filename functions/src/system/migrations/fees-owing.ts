import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Delta } from '../../kernel/aggregates';
import { owingDeltas, owingKeys, SCHOOL_OWING } from '../../school';
import { companyMigration, partition, type Done, type Item } from './companies';
import { rebuildFigures, type FigureSource } from './figures';
import type { MigrationContext } from './migration';

type Account = Parameters<typeof owingDeltas>[0] & { sid: string; row_version: number };

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * An account's owing index keys as its balance says (set while it owes, removed once settled),
 * written only when they differ and only while the account is the version read (a write since
 * then set its own keys).
 */
async function fixKeys(ctx: MigrationContext, emis: string, raw: Item): Promise<boolean> {
  const account = raw as unknown as Account;
  const keys = owingKeys(emis, { ...account, billings: account.billings ?? [] });
  const want = keys ? { gsi1pk: keys.owing_key, gsi1sk: keys.owing_sort } : undefined;
  if (want ? raw.gsi1pk === want.gsi1pk && raw.gsi1sk === want.gsi1sk : raw.gsi1pk === undefined)
    return false;
  try {
    await ctx.db.client.send(
      new UpdateCommand({
        TableName: ctx.db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: want ? 'SET gsi1pk = :pk, gsi1sk = :sk' : 'REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk) AND row_version = :version',
        ExpressionAttributeValues: {
          ':version': account.row_version,
          ...(want ? { ':pk': want.gsi1pk, ':sk': want.gsi1sk } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One company's fee accounts: their owing index keys, then the unpaid-fees figure rebuilt. */
export async function backfillFeesOwing(ctx: MigrationContext, emis: string): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, `${emis}#fee_account`, 'fee_account')) {
    done.scanned += page.length;
    for (const raw of page) if (await fixKeys(ctx, emis, raw)) done.written += 1;
  }
  const source = {
    pages: () => partition(ctx.db, `${emis}#fee_account`, 'fee_account'),
    deltasOf: (record: Item): readonly Delta[] => {
      const account = record as unknown as Account;
      return owingDeltas({ ...account, billings: account.billings ?? [] });
    },
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
