import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS, ENTITIES_BY_OWNER } from '../../entities';
import { createDatabase } from '../service';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'af-south-1' }));

describe('the entities of a database', () => {
  it('are built on first use, once, and only those used', () => {
    const db = createDatabase(client, 'kantoor');
    expect(Object.keys(db.entities)).toEqual([]);
    const branch = db.entities.branch;
    expect(db.entities.branch).toBe(branch);
    expect(Object.keys(db.entities)).toEqual(['branch']);
    expect(branch.schema.model.entity).toBe('branch');
    expect(branch.get({ emis: 'E1', id: 'b1' }).params()).toMatchObject({
      TableName: 'kantoor',
      Key: { pk: 'E1#branch', sk: 'b1' },
    });
  });

  // Lambda bundles skip ElectroDB's model check (infra/cdk/jsonschema-bundle): it runs here.
  it("all pass ElectroDB's check of their models", () => {
    const db = createDatabase(client, 'kantoor');
    const names = Object.getOwnPropertyNames(db.entities);
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      const entity = db.entities[name as keyof typeof db.entities];
      expect(entity.schema.model.entity, name).toBeTruthy();
    }
    expect(Object.keys(db.entities).sort()).toEqual([...names].sort());
  });

  it('build a transaction from the entities its builder names, even first thing', () => {
    const db = createDatabase(client, 'kantoor');
    const params = db.service.transaction
      .write(({ branch, counter }) => [
        branch.delete({ emis: 'E1', id: 'b1' }).commit(),
        counter.delete({ emis: 'E1', name: 'invoice' }).commit(),
      ])
      .params({ token: 't1' });
    expect(params.TransactItems).toHaveLength(2);
    expect(params.ClientRequestToken).toBe('t1');
    expect(Object.keys(db.entities).sort()).toEqual(['branch', 'counter']);
  });

  it('send a transaction through an entity even when none was built before', async () => {
    const sent: unknown[] = [];
    const stub = { send: async (command: unknown) => (sent.push(command), {}) };
    const db = createDatabase(stub as unknown as DynamoDBDocumentClient, 'kantoor');
    const result = await db.service.transaction
      .write(({ branch }) => [branch.delete({ emis: 'E1', id: 'b1' }).commit()])
      .go({ token: 't2' });
    expect(result.canceled).toBe(false);
    expect(sent).toHaveLength(1);
  });

  // The join spreads the owners' records: a name two owners declared would silently be one.
  it('each have one owner', () => {
    const declared = Object.values(ENTITIES_BY_OWNER).flatMap((record) => Object.keys(record));
    expect(declared.length).toBe(new Set(declared).size);
    expect(declared.sort()).toEqual(Object.keys(DEFINITIONS).sort());
  });
});
