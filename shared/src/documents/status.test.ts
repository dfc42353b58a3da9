import { describe, expect, it } from 'vitest';
import { paymentState } from './status';

describe('paymentState', () => {
  const invoice = { total: 10_000, total_paid: 0, due_date: '2026-12-01' };

  it('is Due (blue) with what is left before the due date', () => {
    expect(paymentState({ ...invoice, total_paid: 2_500 }, '2026-11-23')).toEqual({
      state: 'due',
      left: 7_500,
      colour: 'blue',
      label: 'Due',
    });
  });

  it('is Overdue (red) after the due date, and still Due on the day itself', () => {
    expect(paymentState(invoice, '2026-12-02').colour).toBe('red');
    expect(paymentState(invoice, '2026-12-01').state).toBe('due');
  });

  it('is Paid (teal) once payments reach the total, whatever the date', () => {
    expect(paymentState({ ...invoice, total_paid: 10_000 }, '2027-01-01')).toMatchObject({
      state: 'paid',
      left: 0,
      colour: 'teal',
    });
  });
});
