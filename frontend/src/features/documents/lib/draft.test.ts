import { describe, expect, it } from 'vitest';
import { compute, lineOfField, newLine, printedNumber, quantityOf, type Draft } from './draft';

const issuer = { tax_rate: 15, prices_include_vat: false };
const draft = (patch: Partial<Draft> = {}): Draft => ({
  client: { id: 'c1', name: 'Sibaya Dental' },
  date: '2026-11-23',
  comment: '',
  discountText: '20',
  lines: [
    newLine('product', { name: 'Toner', price: 10_000 }),
    { ...newLine('service', { name: 'Service', price: 4_999 }), qtyText: '3' },
    newLine('transportation', { name: 'Delivery', price: 1_000 }),
  ],
  ...patch,
});

describe('the editor draft', () => {
  it('adds up with the shared totals on every change', () => {
    const result = compute(draft(), issuer);
    expect(result.ok && result.totals).toMatchObject({
      sub_total: 25_997,
      discount: 2_000,
      total_tax: 3_600,
      total: 27_597,
    });
  });

  it('reads quantities as the spec does: digits only, at least 1', () => {
    expect(quantityOf('3')).toBe(3);
    expect(quantityOf('1,000')).toBe(1000);
    expect(quantityOf('')).toBe(1);
    expect(quantityOf('0')).toBe(1);
  });

  it('says what is wrong instead of adding up nonsense', () => {
    expect(compute(draft({ discountText: 'ten' }), issuer)).toEqual({
      ok: false,
      problem: 'Enter the discount like 1,234.56',
    });
    const bad = draft();
    bad.lines[0] = { ...bad.lines[0]!, priceText: '12.345' };
    expect(compute(bad, issuer)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^Line 1/),
    });
    expect(compute(draft({ discountText: '1,000' }), issuer)).toMatchObject({ ok: false });
    // A quantity past the server's limit is said, not thrown while adding up.
    const many = draft();
    many.lines[1] = { ...many.lines[1]!, qtyText: '99999999999999999' };
    expect(compute(many, issuer)).toEqual({
      ok: false,
      problem: 'Line 2: the quantity can be at most 1,000,000',
    });
    many.lines[1] = { ...many.lines[1]!, qtyText: '1000000' };
    expect(compute(many, issuer)).toMatchObject({ ok: true });
  });

  it('prints numbers the way documents carry them', () => {
    expect(printedNumber('invoice', 12)).toBe('INV-000012');
    expect(printedNumber('quote', 7)).toBe('Q-000007');
    expect(printedNumber('quote')).toBe('Draft');
  });

  it("finds the line a server's field names: a quote's by type, an invoice's by place", () => {
    const lines = [
      newLine('service', { name: 'Setup', price: 100 }),
      newLine('product', { name: 'Toner', price: 100 }),
      newLine('service', { name: 'Repair', price: 100 }),
      newLine('transportation', { name: 'Delivery', price: 100 }),
    ];
    expect(lineOfField('products.0.id', lines)).toBe(1);
    expect(lineOfField('services.1.id', lines)).toBe(2);
    expect(lineOfField('transports.0.id', lines)).toBe(3);
    expect(lineOfField('items.2.item_id', lines)).toBe(2);
    expect(lineOfField('services.2.id', lines)).toBeUndefined();
    expect(lineOfField('items.9.item_id', lines)).toBeUndefined();
    expect(lineOfField('selectedClient', lines)).toBeUndefined();
  });
});
