import { describe, expect, it } from 'vitest';
import { columnsOf, csvField, toCsv } from './csv';

describe('the export CSV (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(undefined)).toBe('');
    expect(csvField(1250)).toBe('1250');
    expect(csvField([{ a: 1 }])).toBe('"[{""a"":1}]"');
  });

  it('has a header row of every attribute, without the storage keys, and CRLF line ends', () => {
    const items = [
      { pk: 'e#client', sk: '1', __edb_e__: 'client', id: '1', name: 'Zoë' },
      { pk: 'e#client', sk: '2', gsi1pk: 'x', id: '2', email: 'a@b.co' },
    ];
    const columns = columnsOf(items);
    expect(columns).toEqual(['id', 'name', 'email']);
    expect(toCsv(columns, items)).toBe('\uFEFFid,name,email\r\n1,Zoë,\r\n2,,a@b.co\r\n');
  });
});
