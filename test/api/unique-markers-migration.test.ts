import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { UniqueDuplicate } from '../../functions/src/tables';
import {
  backfillUniqueMarkers,
  uniqueMarkersMigration,
} from '../../functions/src/system/migrations/unique-markers';
import { testDeps } from './support';

// Migration 0022: until bcc8f44 a change that left a table's unique column out released the
// row's marker. Rows whose markers are gone (deleted through the data layer, as that change did)
// get them back; a duplicate pair written while the value was free is reported and left alone;
// a second run writes nothing.

const db = () => testDeps().db;

describe('0022 unique markers migration', () => {
  it('is registered under its own id', () => {
    expect(uniqueMarkersMigration.id).toBe('0022-tables-unique-markers');
  });

  it('restores missing markers, reports duplicates without touching them, and is idempotent', async () => {
    const emis = `migr22-${ulid().toLowerCase()}`;
    const warned: Array<Record<string, unknown>> = [];
    const ctx = {
      db: db(),
      log: {
        info: () => undefined,
        warn: (_: string, fields?: object) => void warned.push({ ...fields }),
      },
    };
    const supplier = (id: string, name: string) =>
      db()
        .entities.supplier.put({
          emis,
          id,
          name,
          contact_person: 'Zodwa Khoza',
          phone: '082 555 0101',
          row_version: 2,
        })
        .go();
    const marker = (scope: string, value: string, refId: string) =>
      db().entities.uniqueMarker.create({ emis, scope, value, ref_id: refId }).go();
    const holder = async (scope: string, value: string) =>
      (await db().entities.uniqueMarker.get({ emis, scope, value }).go({ consistent: true })).data
        ?.ref_id;

    // s1's marker existed, then a change without the name released it.
    await supplier('s1', 'Office Depot');
    await marker('supplier_name', 'officedepot', 's1');
    await db()
      .entities.uniqueMarker.delete({ emis, scope: 'supplier_name', value: 'officedepot' })
      .go();
    // s2 kept its marker.
    await supplier('s2', 'Acme Paper');
    await marker('supplier_name', 'acmepaper', 's2');
    // s4 took s3's name while s3's marker was gone; s3's marker came back with a later change.
    await supplier('s3', 'Dup Traders');
    await marker('supplier_name', 'duptraders', 's3');
    await supplier('s4', ' dup  TRADERS');
    // Neither twin has a marker: the first read claims it, the other is reported.
    await supplier('s5', 'Twin Co');
    await supplier('s6', 'TWIN CO');
    // A client's reference released by a phone edit; a client without one claims nothing.
    await db()
      .entities.client.put({
        emis,
        id: 'c1',
        name: 'Sipho Dlamini',
        client_reference: 'REF-7',
        row_version: 3,
      })
      .go();
    await db().entities.client.put({ emis, id: 'c2', name: 'No Reference' }).go();

    expect(await holder('supplier_name', 'officedepot')).toBeUndefined();
    const first = await backfillUniqueMarkers(ctx, emis);
    expect(first.written).toBe(3);
    expect(first.scanned).toBe(8);
    const expected: UniqueDuplicate[] = [
      { table: 'suppliers', value: 'duptraders', row: 's4', holder: 's3' },
      { table: 'suppliers', value: 'twinco', row: 's6', holder: 's5' },
    ];
    expect(first.duplicates).toEqual(expected);
    expect(warned).toEqual(
      expect.arrayContaining([expect.objectContaining({ emis, ...expected[0] })]),
    );

    expect(await holder('supplier_name', 'officedepot')).toBe('s1');
    expect(await holder('supplier_name', 'acmepaper')).toBe('s2');
    expect(await holder('supplier_name', 'duptraders')).toBe('s3');
    expect(await holder('supplier_name', 'twinco')).toBe('s5');
    expect(await holder('client_reference', 'ref-7')).toBe('c1');
    // The duplicates are left as they were: no row changed, none deleted.
    const rows = await db().entities.supplier.query.byCompany({ emis }).go();
    expect(rows.data.map((r) => [r.id, r.name, r.row_version])).toEqual([
      ['s1', 'Office Depot', 2],
      ['s2', 'Acme Paper', 2],
      ['s3', 'Dup Traders', 2],
      ['s4', ' dup  TRADERS', 2],
      ['s5', 'Twin Co', 2],
      ['s6', 'TWIN CO', 2],
    ]);

    const second = await backfillUniqueMarkers(ctx, emis);
    expect(second).toEqual({ scanned: 8, written: 0, duplicates: expected });
  });
});
