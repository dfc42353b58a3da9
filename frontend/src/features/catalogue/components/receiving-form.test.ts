import { describe, expect, it } from 'vitest';
import { receivingField } from './receiving-form';

describe('receivingField: a receivings-body message lands on the one-product form', () => {
  it('maps an item’s field to the form field of the same name', () => {
    expect(receivingField(['items', 0, 'quantity'])).toBe('quantity');
    expect(receivingField(['items', 0, 'cost'])).toBe('cost');
    expect(receivingField(['supplier'])).toBe('supplier');
    expect(receivingField(['date'])).toBe('date');
  });

  it('puts an empty item list or a bad product id on the product picker', () => {
    expect(receivingField(['items'])).toBe('productId');
    expect(receivingField(['items', 0, 'productId'])).toBe('productId');
    expect(receivingField('items.0.productId'.split('.'))).toBe('productId');
  });
});
