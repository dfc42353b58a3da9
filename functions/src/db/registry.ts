import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { COMPANIES_REGISTRY } from './entities/company.entity';
import type { Database } from './service';

export type RawItem = Record<string, unknown>;

/** The key attributes of a registry item (a page's last key: the table's and gsi1's). */
export const REGISTRY_KEYS = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;
export const REGISTRY_PARTITION = { field: 'gsi1pk', value: COMPANIES_REGISTRY };

export type RegistryPage = { items: RawItem[]; last?: RawItem };

/**
 * One page of THE companies registry (gsi1 `registry_key`='companies', sorted by emis): the
 * company items as stored, from `start` (a previous page's last key), `limit` at most, only
 * those whose emis begins with `prefix` when given. One Query: what the provider's view and the
 * per-company migrations read instead of scanning the table.
 */
export async function registryPage(
  db: Database,
  options: { start?: RawItem; limit: number; prefix?: string },
): Promise<RegistryPage> {
  const prefix = options.prefix ? ' AND begins_with(#sk, :prefix)' : '';
  const page = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: `#pk = :pk${prefix}`,
      ExpressionAttributeNames: { '#pk': 'gsi1pk', ...(prefix ? { '#sk': 'gsi1sk' } : {}) },
      ExpressionAttributeValues: {
        ':pk': COMPANIES_REGISTRY,
        ...(prefix ? { ':prefix': options.prefix } : {}),
      },
      ExclusiveStartKey: options.start,
      Limit: options.limit,
    }),
  );
  return { items: page.Items ?? [], last: page.LastEvaluatedKey };
}

/**
 * Whether the registry holds every company: the provider's company (baron-007) is the first of
 * any deployment (onboarding runs on its site), so when it is absent (a new table) or keyed in
 * the registry, every company made since was keyed by companySteps too; when it is there without
 * its registry key, the companies made before the registry wait for the one-off backfill
 * (infra/ops/backfill-company-registry.ts, which keys the provider's company last).
 */
export async function registryComplete(db: Database): Promise<boolean> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.table,
      Key: { pk: `${PROVIDER_EMIS}#company`, sk: 'company' },
      ConsistentRead: true,
    }),
  );
  return !Item || Item.gsi1pk === COMPANIES_REGISTRY;
}
