import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { indexKeysBackfill } from '../../functions/src/system/migrations/index-keys';
import type { Migration } from '../../functions/src/system/migrations/migration';
import { runMigrations } from '../../functions/src/system/migrations/runner';
import { MIGRATIONS } from '../../functions/src/system/migrations/registry';
import { registryKeys } from '../../functions/src/db/entities/company.entity';
import { transaction } from '../../functions/src/kernel/transaction';
import { planRevenueSteps } from '../../functions/src/provider';
import { testDeps } from './support';

// Issue 24: the data migration runner and its first migration, the gsi2/gsi3 key backfill.
// Items are written as a release before those indexes wrote them (no gsi2/gsi3 attributes);
// after a run the indexes find them, and a second run writes nothing.

const deps = () => testDeps();
const db = () => deps().db;

/** The backfill under a name of its own: the runtime's start already ran the registry's. */
const fresh = (): Migration => ({ ...indexKeysBackfill, id: `test-${ulid()}` });

/** A raw put of the item ElectroDB would write, less its gsi2/gsi3 keys (the old shape). */
async function putOld(item: { params(): { Item: Record<string, unknown> } }) {
  const { gsi2pk, gsi2sk, gsi3pk, gsi3sk, ...old } = item.params().Item;
  expect(gsi2pk).toBeDefined();
  void [gsi2sk, gsi3pk, gsi3sk];
  await db().client.send(new PutCommand({ TableName: db().table, Item: old }));
}

/**
 * An invoice, a payment of it and a school payment of a company no other test uses, which is in
 * the companies registry (the migration goes company by company through it).
 */
async function oldItems() {
  const emis = `migration-${ulid().toLowerCase()}`;
  const e = db().entities;
  // As companySteps makes a company: in the registry, its price in the revenue figure.
  await transaction(db(), (tx) => [
    {
      name: 'company',
      write: tx.company
        .create({
          emis,
          name: 'Old Shape (Pty) Ltd',
          domain: `${emis}.localhost`,
          ...registryKeys(emis),
        })
        .commit(),
    },
    ...planRevenueSteps(tx, undefined, { plan: 'Standard' }),
  ]);
  await putOld(
    e.invoice.put({
      emis,
      number: 1,
      seq: '0000000001',
      client_id: 'c1',
      client_name: 'Old Client',
      date: '2024-02-10',
      due_date: '2024-03-10',
      lines: [
        {
          item_type: 'service',
          name: 'Advice',
          unit_price: 10_000,
          quantity: 1,
          line_total: 10_000,
        },
      ],
      total_products: 0,
      total_services: 10_000,
      total_transports: 0,
      sub_total: 10_000,
      discount: 0,
      total_tax: 0,
      total: 10_000,
      tax_rate: 0,
      prices_include_vat: false,
      currency: 'ZAR',
      total_paid: 10_000,
    }),
  );
  await putOld(
    e.payment.put({
      emis,
      invoice_number: 1,
      invoice_seq: '0000000001',
      client_id: 'c1',
      id: ulid(),
      amount: 10_000,
      method: 'Cash',
      entry_date: '2024-02-11 09:00:00',
    }),
  );
  await putOld(
    e.schoolPayment.put({
      emis,
      sid: '2024001',
      id: ulid(),
      year: 2024,
      rec_num: 1,
      description: 'School Fees',
      amount: 5_000,
      method: 'Cash',
      entry_date: '2024-02-12 12:00:00',
      source: 'school',
      row_version: 1,
    }),
  );
  return emis;
}

/** How many of the company's items each new index finds. */
async function found(emis: string) {
  const e = db().entities;
  const [invoices, payments, fees] = await Promise.all([
    e.invoice.query.byStatement({ emis, client_id: 'c1' }).go(),
    e.payment.query.byStatement({ emis, client_id: 'c1' }).go(),
    e.schoolPayment.query.byDate({ emis }).go(),
  ]);
  return [invoices.data.length, payments.data.length, fees.data.length];
}

describe('data migrations (issue 24)', () => {
  it('the registry starts with the gsi2/gsi3 backfill, which finds every entity keyed there', async () => {
    expect(MIGRATIONS.map((m) => m.id)[0]).toBe('0001-gsi2-gsi3-keys');
    const { indexedEntities } = await import('../../functions/src/system/migrations/index-keys');
    const names = [...indexedEntities().values()].map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['invoice', 'payment', 'schoolPayment', 'recurringInvoice']),
    );
    // A store order's pending key is sparse on purpose (set and removed by its writes).
    expect(names).not.toContain('storeOrder');
    // The runtime's start ran the registry: its migrations are done.
    const again = await runMigrations(deps());
    expect(again.complete).toBe(true);
    expect(again.reports.every((r) => r.outcome === 'already' && r.scanned === 0)).toBe(true);
  });

  it('items in the old shape are found by the new indexes after a run; a second run writes nothing', async () => {
    const emis = await oldItems();
    expect(await found(emis)).toEqual([0, 0, 0]);
    const migration = fresh();
    const first = await runMigrations(deps(), { migrations: [migration] });
    expect(first.complete).toBe(true);
    expect(first.reports[0]).toMatchObject({ outcome: 'done', written: 3 });
    expect(first.reports[0]!.scanned).toBeGreaterThan(3);
    expect(await found(emis)).toEqual([1, 1, 1]);

    // Done: the same migration is not run again.
    const same = await runMigrations(deps(), { migrations: [migration] });
    expect(same.reports[0]).toMatchObject({ outcome: 'already', scanned: 0, written: 0 });
    // And a whole new pass finds nothing to write.
    const pass = await runMigrations(deps(), { migrations: [fresh()] });
    expect(pass.reports[0]).toMatchObject({ outcome: 'done', written: 0 });
    expect(pass.reports[0]!.scanned).toBeGreaterThan(3);
  });

  it('stops at its page budget with its cursor kept, and the next run resumes from it', async () => {
    const emis = await oldItems();
    const migration = fresh();
    const later = fresh();
    const stopped = await runMigrations(deps(), {
      migrations: [migration, later],
      pageSize: 1,
      maxPages: 2,
    });
    expect(stopped.complete).toBe(false);
    expect(stopped.reports.map((r) => r.outcome)).toEqual(['paused', 'waiting']);
    // Two pages of the registry (the seed alone holds six companies): one company each.
    const read = stopped.reports[0]!.scanned;
    expect(read).toBeGreaterThanOrEqual(2);
    const record = await db().entities.migration.get({ id: migration.id }).go();
    expect(record.data).toMatchObject({ status: 'running', scanned: read });
    expect(record.data?.cursor).toBeTruthy();

    const resumed = await runMigrations(deps(), { migrations: [migration, later] });
    expect(resumed.complete).toBe(true);
    expect(resumed.reports.map((r) => r.outcome)).toEqual(['done', 'done']);
    // The pass read on from where it stopped, and wrote each old item once in all.
    expect(stopped.reports[0]!.written + resumed.reports[0]!.written).toBe(3);
    expect(resumed.reports[1]!.written).toBe(0);
    const done = await db().entities.migration.get({ id: migration.id }).go();
    expect(done.data).toMatchObject({ status: 'done', written: 3 });
    expect(done.data!.scanned).toBe(read + resumed.reports[0]!.scanned);
    expect(await found(emis)).toEqual([1, 1, 1]);
  });

  it('leaves a migration another runner holds', async () => {
    const migration = fresh();
    const now = new Date().toISOString();
    await db()
      .entities.migration.create({
        id: migration.id,
        status: 'running',
        started_at: now,
        updated_at: now,
        lease_until: new Date(Date.now() + 60_000).toISOString(),
      })
      .go();
    const run = await runMigrations(
      { ...deps(), clock: { now: () => new Date() } },
      { migrations: [migration] },
    );
    expect(run.reports[0]).toMatchObject({ outcome: 'busy', scanned: 0 });
    expect(run.complete).toBe(false);
  });
});
