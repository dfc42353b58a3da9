import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/service';
import { COMPANIES_PER_PAGE, companyMigration, REGISTRY_INCOMPLETE } from './companies';

/** A database whose client answers the provider's company with `provider` and the registry. */
function fakeDb(provider: Record<string, unknown> | undefined, companies: string[]) {
  const sent: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      sent.push(command);
      if (command instanceof GetCommand) return { Item: provider };
      if (command instanceof QueryCommand)
        return { Items: companies.map((emis) => ({ emis })), LastEvaluatedKey: undefined };
      throw new Error(`Unexpected ${String(command)}`);
    },
  };
  return { db: { client, table: 'kantoor' } as unknown as Database, sent };
}

const log = { info: () => {}, warn: () => {} };

describe('companyMigration', () => {
  it('pages a Query of the gsi1 registry and migrates each company found', async () => {
    const { db, sent } = fakeDb({ gsi1pk: 'companies' }, ['acme', 'zulu']);
    const seen: string[] = [];
    const migration = companyMigration('t', 'test', async (_ctx, emis) => {
      seen.push(emis);
      return { scanned: 2, written: 1 };
    });
    const page = await migration.page({ db, log }, undefined, 500);
    expect(seen).toEqual(['acme', 'zulu']);
    expect(page).toEqual({ scanned: 2 + 4, written: 2, cursor: undefined });
    const query = sent.find((c) => c instanceof QueryCommand) as QueryCommand;
    expect(query.input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'companies' },
      Limit: COMPANIES_PER_PAGE,
    });
  });

  it('refuses to start while the provider company is outside the registry (older data)', async () => {
    const { db } = fakeDb({ emis: 'baron-007' }, ['acme']);
    const migration = companyMigration('t', 'test', async () => ({ scanned: 0, written: 0 }));
    await expect(migration.page({ db, log }, undefined, 500)).rejects.toThrow(REGISTRY_INCOMPLETE);
  });

  it('runs on a new table, where no provider company exists yet', async () => {
    const { db } = fakeDb(undefined, []);
    const migration = companyMigration('t', 'test', async () => ({ scanned: 0, written: 0 }));
    await expect(migration.page({ db, log }, undefined, 500)).resolves.toMatchObject({
      cursor: undefined,
    });
  });
});
