import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { saveSupplierBody } from '../catalogue/schemas';
import { uniqueValue } from '../catalogue/unique';
import { valueSchema } from '../tables/columns';
import {
  CURSOR_MAX,
  KEY_PART_MAX_BYTES,
  KEY_PART_TOO_LONG,
  fitsKey,
  idField,
  keyForm,
  keyPart,
  pageCursor,
  utf8Bytes,
} from './fields';

/** One character whose NFKC form is 18 characters (33 bytes): the largest expansion. */
const LIGATURE = '\uFDFA';

describe('key parts', () => {
  it('counts UTF-8 bytes as DynamoDB does', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('😀')).toBe(4);
  });

  it('measures the key form a uniqueness marker stores, which can be much longer', () => {
    expect(keyForm('Office DEPOT')).toBe('office depot');
    expect(keyForm(LIGATURE)).toHaveLength(18);
    // The key form is never shorter than what uniqueValue keys a marker on.
    const name = LIGATURE.repeat(10);
    expect(utf8Bytes(keyForm(name))).toBeGreaterThanOrEqual(utf8Bytes(uniqueValue(name) ?? ''));
  });

  it('fits a value whose bytes, as given and in key form, are within the limit', () => {
    expect(fitsKey('a'.repeat(KEY_PART_MAX_BYTES))).toBe(true);
    expect(fitsKey('a'.repeat(KEY_PART_MAX_BYTES + 1))).toBe(false);
    expect(fitsKey('€'.repeat(333))).toBe(true);
    expect(fitsKey('€'.repeat(334))).toBe(false);
    expect(fitsKey(LIGATURE.repeat(30))).toBe(true);
    expect(fitsKey(LIGATURE.repeat(31))).toBe(false);
    expect(fitsKey('abcd', 3)).toBe(false);
  });

  it('keyPart keeps the schema’s own rules and messages and adds the key limit', () => {
    const name = keyPart(z.string().max(200, 'At most 200 characters'));
    expect(name.safeParse('Office Depot').success).toBe(true);
    expect(name.safeParse('a'.repeat(5_000)).error?.issues[0]?.message).toBe(
      'At most 200 characters',
    );
    expect(name.safeParse(LIGATURE.repeat(200)).error?.issues[0]?.message).toBe(KEY_PART_TOO_LONG);
    expect(
      keyPart(z.string(), 'Name is too long').safeParse('x'.repeat(5_000)).error?.issues,
    ).toMatchObject([{ message: 'Name is too long' }]);
    // An optional field stays optional.
    expect(keyPart(z.string().optional()).safeParse(undefined).success).toBe(true);
  });

  it('a unique name of a form is refused at its own field', () => {
    const body = { contactPerson: 'P', phone: '0821234567', name: LIGATURE.repeat(200) };
    const parsed = saveSupplierBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('name');
    expect(saveSupplierBody.safeParse({ ...body, name: 'Office Depot' }).success).toBe(true);
  });

  it('a data table’s text column holds its limit in key form too, with its own message', () => {
    const column = valueSchema({ name: 'name', label: 'Name', type: 'text', max: 200 });
    expect(column.safeParse('Office Depot').data).toBe('Office Depot');
    expect(column.safeParse('€'.repeat(200)).success).toBe(true);
    expect(column.safeParse(LIGATURE.repeat(200)).error?.issues[0]?.message).toBe(
      'At most 200 characters',
    );
    expect(column.safeParse('a'.repeat(5_000)).success).toBe(false);
  });

  it('idField takes ids of 1 to 64 safe characters, with the field’s messages', () => {
    const id = idField('No such note', 'id is required');
    expect(id.safeParse(' 01J9ZC6Y5Q ').data).toBe('01J9ZC6Y5Q');
    expect(id.safeParse('a'.repeat(64)).success).toBe(true);
    expect(id.safeParse('a'.repeat(65)).error?.issues[0]?.message).toBe('No such note');
    expect(id.safeParse('a'.repeat(5_000)).error?.issues[0]?.message).toBe('No such note');
    expect(id.safeParse('a/b').error?.issues[0]?.message).toBe('No such note');
    expect(id.safeParse(42).error?.issues[0]?.message).toBe('id is required');
  });

  it('a page cursor too long to decode into a valid key is refused', () => {
    expect(pageCursor.safeParse(undefined).success).toBe(true);
    expect(pageCursor.safeParse('a'.repeat(CURSOR_MAX)).success).toBe(true);
    expect(pageCursor.safeParse('a'.repeat(CURSOR_MAX + 1)).error?.issues[0]?.message).toBe(
      'The page cursor is not valid',
    );
    // What the longest accepted cursor decodes to stays under a sort key's 1,024 bytes.
    expect(Buffer.from('a'.repeat(CURSOR_MAX), 'base64url').length).toBeLessThan(1024);
  });
});
