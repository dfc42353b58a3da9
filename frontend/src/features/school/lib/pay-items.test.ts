import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/messages';
import type { BillingView } from '@shared/school/finance';
import {
  addItem,
  itemsTotal,
  lineCents,
  paymentDetails,
  payItemForm,
  payOptions,
} from './pay-items';

const camp: BillingView = {
  id: 'camp-gr11',
  description: 'Grade 11 leadership camp',
  amount: 185_000,
  paid: 35_000,
  outstanding: 150_000,
  settled: false,
};
const blazer: BillingView = {
  id: 'blazer',
  description: 'School blazer',
  amount: 65_000,
  paid: 65_000,
  outstanding: 0,
  settled: true,
};
const options = payOptions([camp, blazer], 'ZAR');

describe('the pay-online form rules', () => {
  it('offers School Fees and each billing with something outstanding', () => {
    expect(options.map((o) => o.label)).toEqual([
      'School Fees',
      'Grade 11 leadership camp (R 1,500.00 outstanding)',
    ]);
  });

  it("asks for a description and an amount in the spec's words", () => {
    const message = (values: { description: string; amount: string }) =>
      payItemForm.safeParse(values).error?.issues.map((i) => i.message) ?? [];
    expect(message({ description: '', amount: '' })).toEqual([
      PAYMENT_MESSAGES.payAtLeastOneItem,
      PAYMENT_MESSAGES.payAtLeastOneItem,
    ]);
    expect(message({ description: 'School Fees', amount: '0' })).toEqual([
      PAYMENT_MESSAGES.payAtLeastOneItem,
    ]);
    expect(message({ description: 'School Fees', amount: '350.00' })).toEqual([]);
    expect(addItem([], { description: '', amount: '350' }, options, 'ZAR')).toEqual({
      error: PAYMENT_MESSAGES.payAtLeastOneItem,
    });
    expect(addItem([], { description: 'School Fees', amount: '-5' }, options, 'ZAR')).toEqual({
      error: PAYMENT_MESSAGES.payAtLeastOneItem,
    });
  });

  it('counts a typed line only when it can be paid, so Pay stays disabled at 0', () => {
    expect(lineCents({ description: '', amount: '350' })).toBe(0);
    expect(lineCents({ description: 'School Fees', amount: 'abc' })).toBe(0);
    expect(lineCents({ description: 'School Fees', amount: 'R 1,350.5' })).toBe(135_050);
    expect(itemsTotal([])).toBe(0);
  });

  it('adds to an item chosen again, and takes no more than is outstanding on a billing', () => {
    let result = addItem([], { description: 'School Fees', amount: '300' }, options, 'ZAR');
    if ('error' in result) throw new Error(result.error);
    result = addItem(result.items, { description: 'School Fees', amount: '50' }, options, 'ZAR');
    if ('error' in result) throw new Error(result.error);
    expect(result.items).toEqual([{ description: 'School Fees', amount: 35_000 }]);

    const over = addItem(
      result.items,
      { description: 'billing:camp-gr11', amount: '1,500.01' },
      options,
      'ZAR',
    );
    expect(over).toEqual({
      error: 'At most R 1,500.00 is outstanding on Grade 11 leadership camp',
    });
    const camped = addItem(
      result.items,
      { description: 'billing:camp-gr11', amount: '500' },
      options,
      'ZAR',
    );
    if ('error' in camped) throw new Error(camped.error);
    expect(itemsTotal(camped.items)).toBe(85_000);

    expect(paymentDetails('2026001', camped.items)).toEqual({
      sid: '2026001',
      selectedCat: 'School Fees',
      amount: '350.00',
      fbInfo: ['camp-gr11|50000|Grade 11 leadership camp'],
    });
  });

  it('sends billings alone with an amount of 0 for the fee', () => {
    expect(
      paymentDetails('2026001', [
        { description: 'Camp | day 1', amount: 100, billingId: 'camp-gr11' },
      ]),
    ).toEqual({
      sid: '2026001',
      selectedCat: 'School Fees',
      amount: '0',
      fbInfo: ['camp-gr11|100|Camp / day 1'],
    });
  });
});
