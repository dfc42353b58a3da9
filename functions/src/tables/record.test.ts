import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/service';
import type { RequestContext } from '../kernel/context';
import type { TxEntities } from '../kernel/transaction';
import { tableRecord } from './record';

// The items a record's steps would send, built by the real entities (nothing is sent).
const db = createDatabase(
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'af-south-1' })),
  'kantoor',
);
const tx = db.entities as unknown as TxEntities;

function contextOf(userId: string) {
  return {
    db,
    deps: { db },
    clock: { now: () => new Date('2026-11-23T08:00:00Z') },
    emis: 'shop-1',
    requestId: 'request-1',
    caller: { userId, alevel: 7 },
    tenant: { emis: 'shop-1' },
  } as unknown as RequestContext;
}
const person = contextOf('user-1');
const system = contextOf('');

type Put = { Put: { Item: Record<string, unknown>; ConditionExpression?: string } };
type Update = {
  Update: {
    ConditionExpression: string;
    ExpressionAttributeValues: Record<string, unknown>;
    UpdateExpression: string;
  };
};
const item = (write: unknown) => (write as Put).Put.Item;
const entityOf = (write: unknown) =>
  ((write as Put).Put?.Item ?? {})['__edb_e__'] ??
  (write as Update).Update?.ExpressionAttributeValues[':__edb_e___u0'];

describe('a table record', () => {
  it('writes a new row with its search text, times, first version, marker and audit entry', () => {
    const products = tableRecord('products');
    const created = products.create(
      person,
      { name: 'Blue Pen', code: 'BP-1', price: 1500, category_id: 'cat-1', list: 'Yes', stock: 4 },
      { taken: 'refuse' },
    );
    expect(created.row).toMatchObject({
      emis: 'shop-1',
      id: created.id,
      search_text: 'blue pen bp-1 yes',
      created_at: '2026-11-23 10:00:00',
      updated_at: '2026-11-23 10:00:00',
      row_version: 1,
    });
    const steps = created.steps(tx);
    expect(steps.map((s) => entityOf(s.write))).toEqual([
      'product',
      'unique_marker',
      'audit_entry',
    ]);
    expect(item(steps[0]?.write)).toMatchObject({
      search_text: 'blue pen bp-1 yes',
      row_version: 1,
    });
    // A taken name refuses (the route answers `exist`) instead of the manager's 409.
    expect(steps[1]).toMatchObject({ name: 'unique product_name', onFail: 'refuse' });
    const audit = item(steps[2]?.write);
    expect(audit).toMatchObject({
      table: 'products',
      row_id: created.id,
      action: 'create',
      user_id: 'user-1',
      request_id: 'request-1',
    });
    // The audit records the columns, as the manager's create does: empty ones as null, the
    // read-only stock because this write set it.
    expect(JSON.parse(String(audit.new_value))).toEqual({
      name: 'Blue Pen',
      code: 'BP-1',
      cost: null,
      price: 1500,
      category_id: 'cat-1',
      list: 'Yes',
      supplier_id: null,
      stock: 4,
      // The web store's columns (issue 16), empty here.
      image: null,
      stars: null,
      total_reviews: null,
      details: null,
      // The reorder level (issue 28), empty here.
      reorder_level: null,
    });
  });

  it("writes no audit entry for the system's own work (the seed)", () => {
    const steps = tableRecord('categories').create(system, { name: 'Paper' }).steps(tx);
    expect(steps.map((s) => entityOf(s.write))).toEqual(['category', 'unique_marker']);
  });

  it('changes a row on the version it read, raising it, with an entry per changed column', () => {
    const current = {
      id: 'sup-1',
      name: 'Umgeni',
      contact_person: 'Thandi',
      phone: '031 555 0101',
      row_version: 3,
    };
    const change = tableRecord('suppliers').update(person, current, {
      phone: '031 555 0199',
      name: 'Umgeni',
    });
    const steps = change.steps(tx);
    const update = (steps[0]?.write as Update).Update;
    expect(update.ConditionExpression).toContain('#row_version = :row_version0');
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':row_version0': 3,
      ':row_version_u0': 4,
      ':search_text_u0': 'umgeni thandi 031 555 0199',
    });
    expect(steps.map((s) => entityOf(s.write))).toEqual(['supplier', 'audit_entry']);
    expect(item(steps[1]?.write)).toMatchObject({
      action: 'update',
      field: 'phone',
      old_value: '031 555 0101',
      new_value: '031 555 0199',
    });
  });

  it('refuses a table the registry does not know, when the module loads', () => {
    expect(() => tableRecord('no_such_table')).toThrow("No data table 'no_such_table'");
  });
});
