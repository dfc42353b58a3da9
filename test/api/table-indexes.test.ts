import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLE } from '../../functions/src/db/table';
import { ensureTable } from '../../infra/local/bootstrap';
import { testDeps } from './support';

// A data directory made by an older release has the table without the indexes added since:
// `npm start` adds them, as a deploy of the Data stack does in AWS.
describe('the local table', () => {
  const client = testDeps().db.client as unknown as DynamoDBClient;
  const name = `kantoor-old-shape-${ulid().toLowerCase()}`;
  afterAll(() => client.send(new DeleteTableCommand({ TableName: name })));

  it('gets the indexes an older table lacks, and keeps the ones it has', async () => {
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((n) => ({
          AttributeName: n,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    expect(await ensureTable(client, name)).toBe('existing');
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    expect((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName).sort()).toEqual(
      TABLE.globalIndexes.map((i) => i.name).sort(),
    );
    // Every added index is built before the start goes on (a second creation while one is
    // building is refused by DynamoDB).
    expect((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexStatus ?? 'ACTIVE')).toEqual(
      TABLE.globalIndexes.map(() => 'ACTIVE'),
    );
    // A second start finds nothing to add.
    expect(await ensureTable(client, name)).toBe('existing');
  });
});
