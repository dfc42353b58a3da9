import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Database } from './service';

export type Item = Record<string, unknown>;

/**
 * The items of one partition (`<emis>#<kind>`) of one entity, a page at a time, as stored
 * (attributes under their field names), with consistent reads: maintenance (a migration, a
 * rebuild, a company's export and deletion) sees every write that came before it. `filter`: a
 * further condition with its attribute names.
 */
export async function* partitionItems(
  db: Database,
  pk: string,
  entity: string,
  pageSize = 500,
  filter?: { expression: string; names: Record<string, string> },
): AsyncGenerator<Item[]> {
  let start: Item | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: '#pk = :pk',
        FilterExpression: `#e = :e${filter ? ` AND ${filter.expression}` : ''}`,
        ExpressionAttributeNames: { '#pk': 'pk', '#e': '__edb_e__', ...filter?.names },
        ExpressionAttributeValues: { ':pk': pk, ':e': entity },
        ConsistentRead: true,
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    yield page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}
