import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { EVENT_STREAMS, STUBS } from '../../infra/cdk/bundling';
import { REPO_ROOT } from '../../infra/cdk/repo-root';
import { importBundled } from '../support/function-bundle';

/**
 * A Lambda bundle gets trimmed DynamoDB clients (infra/cdk/dynamodb-bundle: only the commands
 * ElectroDB and functions/src send). This bundles the kernel's transaction runner with the
 * functions' aliases and runs it against DynamoDB Local: what the runner reads from DynamoDB's
 * answers (a cancelled transaction's reasons, a refused condition's name) must be there as it
 * is unbundled, or a taken number would answer 500 instead of a retry or a 409 in AWS.
 */
type Probe = {
  run: (endpoint: string, name: string) => Promise<Record<string, unknown>>;
};

describe('the DynamoDB clients as bundled for Lambda', () => {
  it('leave the unused commands out and still report refusals by name', async () => {
    const entry = `
      import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
      import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
      import { createDatabase } from '../db/service';
      import { AppError } from '../platform/errors';
      import { isConditionFailed, transaction } from './transaction';

      export async function run(endpoint, name) {
        const raw = new DynamoDBClient({
          endpoint, region: 'af-south-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        });
        const doc = DynamoDBDocumentClient.from(raw);
        const db = createDatabase(doc, 'kantoor');
        const create = (tx, onFail) => ({
          name: 'meta', write: tx.meta.create({ name, value: 'one' }).commit(), onFail,
        });
        const first = await transaction(db, (tx) => [create(tx)]);
        let taken;
        try {
          await transaction(db, (tx) => [create(tx, new AppError(409, 'Taken'))]);
        } catch (error) {
          taken = { name: error.name, status: error.status, message: error.message };
        }
        const refused = await transaction(db, (tx) => [create(tx, 'refuse')]);
        let single;
        try {
          await db.entities.meta.create({ name, value: 'two' }).go();
        } catch (error) {
          single = { conditionFailed: isConditionFailed(error), cause: error.cause?.name };
        }
        const read = await db.entities.meta.get({ name }).go();
        const queried = await doc.send(new QueryCommand({
          TableName: 'kantoor',
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': 'meta#' + name },
        }));
        raw.destroy();
        return { first, taken, refused, single, value: read.data?.value, count: queried.Count };
      }
    `;
    const { module: probe, inputs } = await importBundled<Probe>(
      'dynamodb',
      entry,
      join(REPO_ROOT, 'functions/src/kernel'),
      // As a route without S3 is bundled: the SDK's event streams are stubs.
      { ...STUBS, ...EVENT_STREAMS },
    );
    // The aggregated clients, which name every command, stay out; the commands sent are in.
    expect(inputs.some((f) => f.endsWith('client-dynamodb/dist-es/DynamoDB.js'))).toBe(false);
    expect(inputs.some((f) => f.endsWith('lib-dynamodb/dist-es/DynamoDBDocument.js'))).toBe(false);
    expect(inputs.some((f) => f.endsWith('commands/TransactWriteItemsCommand.js'))).toBe(true);

    const endpoint = inject('runtimeEnv').DYNAMODB_ENDPOINT;
    expect(endpoint).toBeTruthy();
    const outcome = await probe.run(endpoint!, `bundle-probe-${process.pid}-${Date.now()}`);
    expect(outcome).toEqual({
      first: { written: true },
      taken: { name: 'AppError', status: 409, message: 'Taken' },
      refused: { written: false, refused: ['meta'] },
      single: { conditionFailed: true, cause: 'ConditionalCheckFailedException' },
      value: 'one',
      count: 1,
    });
  });
});
