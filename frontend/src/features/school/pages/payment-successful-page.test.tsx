import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { studentFinance } from '@shared/school/finance';
import { fakeApi, renderAt } from '../test/render';
import { receiptPath, receiptsParam } from '../lib/receipt-link';
import { PaymentSuccessfulPage } from './payment-successful-page';

const TOKEN = 'tok_0123456789abcdefghij';

const details = (status: 'pending' | 'complete') => ({
  checkout: {
    token: TOKEN,
    purpose: 'fees',
    status,
    amount: 35_000,
    item_name: 'Fees',
    created_at: '2026-03-14 10:00:00',
    completed_at: status === 'complete' ? '2026-03-14 10:01:00' : null,
    sid: '2026001',
    payment_id: status === 'complete' ? `${TOKEN}-0` : null,
  },
  student: {
    id: 's1',
    sid: '2026001',
    fname: 'Thabo',
    lname: 'Mokoena',
    name: 'Thabo Mokoena',
    class: null,
  },
  studentFinance: studentFinance({ opening: 0, fee: 100_000, billings: [], paid: 35_000 }),
  payments:
    status === 'complete'
      ? [
          {
            id: `${TOKEN}-0`,
            sid: '2026001',
            rec_num: 42,
            description: 'School Fees',
            amount: 35_000,
            method: 'Credit Cards',
            entry_date: '2026-03-14 10:01:00',
            source: 'online',
            billing_id: null,
            row_version: 1,
          },
        ]
      : [],
});

const page = (query: string) => renderAt(`/payment-successful${query}`, <PaymentSuccessfulPage />);

describe('PaymentSuccessfulPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("says 'Payment Successful!' with the receipt and the way back to the switchboard", async () => {
    vi.stubGlobal('fetch', fakeApi(() => ({ body: details('complete') })).fetch);
    page(`?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: PAYMENT_MESSAGES.paymentSuccessful }),
    ).toBeVisible();
    expect(screen.getByText('R 350.00 was paid for Thabo Mokoena.')).toBeVisible();
    // This card payment's receipt only (rec=42), not every payment of 14 March (issue 28).
    expect(screen.getByRole('link', { name: 'View Receipt' })).toHaveAttribute(
      'href',
      '/payments-receipt?sid=2026001&date=2026-03-14&rec=42',
    );
    expect(screen.getByRole('link', { name: 'Go Back To Switchboard' })).toHaveAttribute(
      'href',
      '/switchboard',
    );
  });

  it('waits while the gateway has not confirmed, asking again every 2 s', async () => {
    let asked = 0;
    const api = fakeApi(() => {
      asked += 1;
      return { body: details(asked < 3 ? 'pending' : 'complete') };
    });
    vi.stubGlobal('fetch', api.fetch);
    page(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    expect(
      await screen.findByRole(
        'heading',
        { name: PAYMENT_MESSAGES.paymentSuccessful },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(api.calls.map((c) => c.path)).toEqual(Array(3).fill('/auth/retrieve-payment-details'));
    expect(api.calls[0]?.body).toEqual({ token: TOKEN });
  });

  it('stops asking after 30 s and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi(() => ({ body: details('pending') }));
    vi.stubGlobal('fetch', api.fetch);
    page(`?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
    await vi.advanceTimersByTimeAsync(32_000);
    expect(
      await screen.findByRole('heading', { name: 'Your payment is not confirmed yet' }),
    ).toBeVisible();
    const asked = api.calls.length;
    expect(asked).toBeGreaterThan(5);
    expect(asked).toBeLessThanOrEqual(17);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls.length).toBe(asked);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
  });

  it("says 'No Payment Data Found!' for an unknown token, and without one", async () => {
    const api = fakeApi(() => ({ status: 404, body: { error: PAYMENT_MESSAGES.noPaymentData } }));
    vi.stubGlobal('fetch', api.fetch);
    page(`?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: PAYMENT_MESSAGES.noPaymentData }),
    ).toBeVisible();
    // A 404 is an answer: asked once.
    expect(api.calls).toHaveLength(1);
  });

  it("says 'No Payment Data Found!' without a token, asking nothing", async () => {
    const api = fakeApi(() => ({ body: {} }));
    vi.stubGlobal('fetch', api.fetch);
    page('');
    expect(
      await screen.findByRole('heading', { name: PAYMENT_MESSAGES.noPaymentData }),
    ).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the receipt link', () => {
  it('carries the receipt numbers and reads back only whole positive ones', () => {
    expect(receiptPath('2026001', '2026-03-14 10:01:00', [42, 43])).toBe(
      '/payments-receipt?sid=2026001&date=2026-03-14&rec=42%2C43',
    );
    expect(receiptPath('2026001', '2026-03-14')).toBe(
      '/payments-receipt?sid=2026001&date=2026-03-14',
    );
    expect(receiptsParam('42,43')).toEqual([42, 43]);
    expect(receiptsParam(null)).toBeUndefined();
    expect(receiptsParam('42,x')).toBeUndefined();
    expect(receiptsParam('0')).toBeUndefined();
  });
});
