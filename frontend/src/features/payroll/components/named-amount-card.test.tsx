import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createRateBody, PAYROLL_MESSAGES } from '@shared/payroll/schemas';
import { NamedAmountCard } from './named-amount-card';

const money = (cents: number) => `R ${(cents / 100).toFixed(2)}`;

function setup(onCreate: (name: string, amount: string) => Promise<boolean>) {
  render(
    <NamedAmountCard
      title="Rates per hour"
      rows={[{ id: 'r1', name: 'Overtime', cents: 18_000 }]}
      money={money}
      noun="Rate"
      amountName="price"
      amountPlaceholder="Price per hour"
      schema={createRateBody}
      onCreate={onCreate}
    />,
  );
  return userEvent.setup();
}

describe('NamedAmountCard', () => {
  it('lists the amounts, sends the typed name and amount, and clears only once created', async () => {
    const onCreate = vi.fn(async () => false);
    const user = setup(onCreate);
    expect(screen.getByText('Overtime: R 180.00')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Rate name' }), 'Weekend');
    await user.type(screen.getByRole('textbox', { name: 'Rate price' }), '250');
    await user.click(screen.getByRole('button', { name: 'Create rate' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Weekend', '250'));
    // Refused: what was typed stays.
    expect(screen.getByRole('textbox', { name: 'Rate name' })).toHaveValue('Weekend');

    onCreate.mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Create rate' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rate name' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Rate price' })).toHaveValue('');
  });

  it('says what is missing under each input and sends nothing', async () => {
    const onCreate = vi.fn(async () => true);
    const user = setup(onCreate);
    await user.type(screen.getByRole('textbox', { name: 'Rate price' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create rate' }));
    const name = screen.getByRole('textbox', { name: 'Rate name' });
    const price = screen.getByRole('textbox', { name: 'Rate price' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(PAYROLL_MESSAGES.name));
    expect(name).toBeInvalid();
    expect(price).toHaveAccessibleDescription(PAYROLL_MESSAGES.amount);
    expect(onCreate).not.toHaveBeenCalled();

    await user.type(name, 'Weekend');
    await user.clear(price);
    await user.type(price, 'R 1,250.50');
    await user.click(screen.getByRole('button', { name: 'Create rate' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Weekend', 'R 1,250.50'));
  });
});
