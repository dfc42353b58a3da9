import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/service';
import type { RequestContext } from '../kernel/context';
import type { TxEntities } from '../kernel/transaction';
import { receivingRecord } from './stock';

// The receivings case (issue 11): receivings written by the catalogue's routes once lacked
// the search text and audit entry the manager's rows have. They are now written through the
// receivings table's record, so they carry both by construction.
const db = createDatabase(
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'af-south-1' })),
  'kantoor',
);
const ctx = {
  db,
  deps: { db },
  clock: { now: () => new Date('2026-11-23T08:00:00Z') },
  emis: 'shop-1',
  requestId: 'request-1',
  caller: { userId: 'user-1', alevel: 7 },
  tenant: { emis: 'shop-1' },
} as unknown as RequestContext;

type Put = { Put: { Item: Record<string, unknown> } };

describe('a receiving written by record-receivings', () => {
  it('is a row of the receivings table: search text, times, version and audit entry', () => {
    const receiving = receivingRecord(ctx, {
      product_id: 'prod-1',
      product_name: 'Blue Pen',
      quantity: 3,
      cost: 4500,
      date: '2026-11-21',
      received_by: 'user-1',
    });
    const [row, audit, ...rest] = receiving
      .steps(db.entities as unknown as TxEntities)
      .map((step) => (step.write as Put).Put.Item);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      __edb_e__: 'receiving',
      product_name: 'Blue Pen',
      received_by: 'user-1',
      search_text: 'blue pen 2026-11-21',
      created_at: '2026-11-23 10:00:00',
      row_version: 1,
    });
    expect(audit).toMatchObject({
      __edb_e__: 'audit_entry',
      table: 'receivings',
      row_id: receiving.row.id,
      action: 'create',
      user_id: 'user-1',
    });
    expect(receiving.row).toMatchObject({ search_text: 'blue pen 2026-11-21', row_version: 1 });
  });
});
