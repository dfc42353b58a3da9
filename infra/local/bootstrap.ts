import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../functions/src/db/table';

const indexSpec = (index: (typeof TABLE.globalIndexes)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const INDEX_WAIT_MS = 120_000;

/**
 * Waits until no index of the table is still being built: DynamoDB (Local too) refuses a second
 * index creation while one is CREATING ("Only 1 online index can be created ... simultaneously").
 */
async function indexesSettled(client: DynamoDBClient, tableName: string) {
  const deadline = Date.now() + INDEX_WAIT_MS;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const building = (Table?.GlobalSecondaryIndexes ?? []).filter(
      (index) => index.IndexStatus !== undefined && index.IndexStatus !== 'ACTIVE',
    );
    if (building.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `Index ${building.map((index) => index.IndexName).join(', ')} of ${tableName} still building after ${INDEX_WAIT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An existing table gets the indexes added since it was made (a data directory from before a
 * release), one at a time as DynamoDB allows (each waits for the one before to be built), as a
 * deploy of the Data stack adds them in AWS.
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  table: TableDescription | undefined,
) {
  const present = new Set((table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of TABLE.globalIndexes) {
    if (present.has(index.name)) continue;
    await indexesSettled(client, tableName);
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
      }),
    );
  }
  await indexesSettled(client, tableName);
}

/** Creates the one table in DynamoDB Local (same keys, indexes and TTL as the CDK Data stack). */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing'> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, Table);
    return 'existing';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyNames = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const index of TABLE.globalIndexes) {
    keyNames.add(index.partitionKey);
    keyNames.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyNames].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalIndexes.map(indexSpec),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  return 'created';
}
