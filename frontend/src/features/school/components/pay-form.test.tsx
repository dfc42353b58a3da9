import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@shared/messages';
import { studentFinance } from '@shared/school/finance';
import { fakeApi, renderAt } from '../test/render';
import { PayForm } from './pay-form';

const finance = studentFinance({
  opening: 120_000,
  fee: 2_400_000,
  billings: [
    { id: 'camp-gr11', description: 'Grade 11 leadership camp', amount: 185_000, paid: 0 },
  ],
  paid: 0,
});

const checkout = {
  action: '/sandbox-gateway/process',
  fields: [
    ['merchant_id', '10000100'],
    ['amount', '350.00'],
    ['signature', 'abc123'],
  ],
};

describe('PayForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("keeps Pay disabled at R 0.00 and asks for an item in the spec's words", async () => {
    renderAt('/pay-online', <PayForm sid="2026001" finance={finance} currency="ZAR" />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.payAtLeastOneItem);
    // The message is said once, not again under each field.
    expect(screen.getAllByText(PAYMENT_MESSAGES.payAtLeastOneItem)).toHaveLength(1);
    await user.type(screen.getByLabelText('Amount (R)'), '350');
    // Without a description the typed amount is not payable yet.
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  });

  it('totals the chosen items and posts the signed form to the gateway in the given order', async () => {
    const api = fakeApi((path) =>
      path === '/auth/insert-payment-details'
        ? { body: { token: 'tok_0123456789abcdef', checkout } }
        : { status: 404, body: { error: 'unknown' } },
    );
    vi.stubGlobal('fetch', api.fetch);
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    renderAt('/pay-online', <PayForm sid="2026001" finance={finance} currency="ZAR" />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Description' }));
    await user.click(await screen.findByRole('option', { name: /leadership camp/ }));
    await user.type(screen.getByLabelText('Amount (R)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'At most R 1,850.00 is outstanding on Grade 11 leadership camp',
    );
    await user.clear(screen.getByLabelText('Amount (R)'));
    await user.type(screen.getByLabelText('Amount (R)'), '100');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const items = await screen.findByRole('list', { name: 'Items to pay' });
    expect(within(items).getByText('R 100.00')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Description' }));
    await user.click(await screen.findByRole('option', { name: 'School Fees' }));
    await user.type(screen.getByLabelText('Amount (R)'), '350.00');
    expect(screen.getByRole('button', { name: 'Pay R 450.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay R 450.00' }));

    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.calls).toEqual([
      {
        path: '/auth/insert-payment-details',
        body: {
          sid: '2026001',
          selectedCat: 'School Fees',
          amount: '350.00',
          fbInfo: ['camp-gr11|10000|Grade 11 leadership camp'],
        },
      },
    ]);
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/sandbox-gateway/process');
    expect(
      [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
        (input as HTMLInputElement).name,
        (input as HTMLInputElement).value,
      ]),
    ).toEqual(checkout.fields);
  });

  it("shows the server's refusal and stays on the form", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi(() => ({
        status: 503,
        body: { error: 'Online card payments are not set up for this site yet' },
      })).fetch,
    );
    renderAt('/pay-online', <PayForm sid="2026001" finance={finance} currency="ZAR" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Description' }));
    await user.click(await screen.findByRole('option', { name: 'School Fees' }));
    await user.type(screen.getByLabelText('Amount (R)'), '10');
    await user.click(screen.getByRole('button', { name: 'Pay R 10.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Online card payments are not set up for this site yet',
    );
    expect(screen.getByRole('list', { name: 'Items to pay' })).toBeVisible();
  });
});
