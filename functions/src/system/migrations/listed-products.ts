import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { listedKeyWrites } from '../../catalogue';
import { companyMigration, partition, type Done, type Item } from './companies';
import type { MigrationContext } from './migration';

const isConditionFailed = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * A product's listed-index keys as its list and name say (set while listed, removed otherwise),
 * written only when they differ and only while the list and name are as read (an edit since
 * then moved its own keys).
 */
async function fixKeys(ctx: MigrationContext, emis: string, raw: Item): Promise<boolean> {
  const listed = raw.list === 'Yes';
  const { set } = listedKeyWrites(emis, String(raw.id), raw);
  if (
    listed
      ? raw.gsi3pk === set.listed_key && raw.gsi3sk === set.listed_sort
      : raw.gsi3pk === undefined && raw.gsi3sk === undefined
  )
    return false;
  try {
    await ctx.db.client.send(
      new UpdateCommand({
        TableName: ctx.db.table,
        Key: { pk: raw.pk, sk: raw.sk },
        UpdateExpression: listed ? 'SET gsi3pk = :pk, gsi3sk = :sk' : 'REMOVE gsi3pk, gsi3sk',
        ConditionExpression:
          'attribute_exists(pk) AND #name = :name AND ' +
          (raw.list === undefined ? 'attribute_not_exists(#list)' : '#list = :list'),
        ExpressionAttributeNames: { '#name': 'name', '#list': 'list' },
        ExpressionAttributeValues: {
          ':name': raw.name,
          ...(raw.list === undefined ? {} : { ':list': raw.list }),
          ...(listed ? { ':pk': set.listed_key, ':sk': set.listed_sort } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One company's products: each listed one in the store's listed index, no unlisted one. */
export async function backfillListedProducts(ctx: MigrationContext, emis: string): Promise<Done> {
  const done: Done = { scanned: 0, written: 0 };
  for await (const page of partition(ctx.db, `${emis}#product`, 'product')) {
    done.scanned += page.length;
    for (const raw of page) if (await fixKeys(ctx, emis, raw)) done.written += 1;
  }
  return done;
}

/** 0023, store: the listed-products index (gsi3) the web store pages instead of the catalogue. */
export const listedProductsMigration = companyMigration(
  '0023-store-listed-products',
  "Products' listed index, for the web store's pages",
  backfillListedProducts,
);
