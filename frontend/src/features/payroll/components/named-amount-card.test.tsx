import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NamedAmountCard } from './named-amount-card';

const money = (cents: number) => `R ${(cents / 100).toFixed(2)}`;

describe('NamedAmountCard', () => {
  it('lists the amounts, sends the typed name and amount, and clears only once created', async () => {
    const onCreate = vi.fn(async () => false);
    render(
      <NamedAmountCard
        title="Rates per hour"
        rows={[{ id: 'r1', name: 'Overtime', cents: 18_000 }]}
        money={money}
        noun="Rate"
        amountLabel="price"
        amountPlaceholder="Price per hour"
        onCreate={onCreate}
      />,
    );
    expect(screen.getByText('Overtime: R 180.00')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Rate name' }), 'Weekend');
    await user.type(screen.getByRole('textbox', { name: 'Rate price' }), '250');
    await user.click(screen.getByRole('button', { name: 'Create rate' }));
    expect(onCreate).toHaveBeenCalledWith('Weekend', '250');
    // Refused: what was typed stays.
    expect(screen.getByRole('textbox', { name: 'Rate name' })).toHaveValue('Weekend');

    onCreate.mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Create rate' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Rate name' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Rate price' })).toHaveValue('');
  });
});
