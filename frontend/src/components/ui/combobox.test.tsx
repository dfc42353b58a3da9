// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';
import './test-setup';

const options: ComboboxOption[] = [
  { value: 'nad', label: 'Namibian dollar', description: 'NAD' },
  { value: 'zar', label: 'South African rand', description: 'ZAR' },
  { value: 'bwp', label: 'Botswana pula', description: 'BWP' },
  { value: 'usd', label: 'US dollar', description: 'USD' },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      aria-label="Currency"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      placeholder="Choose a currency"
      searchPlaceholder="Search currencies"
      emptyText="No currency found."
    />
  );
}

describe('Combobox', () => {
  it('filters, moves with the arrow keys and picks with Enter', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveTextContent('Choose a currency');

    await user.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search currencies' });
    expect(search).toHaveFocus();

    await user.type(search, 'dollar');
    const shown = screen.getAllByRole('option');
    expect(shown.map((option) => option.textContent)).toEqual([
      'Namibian dollarNAD',
      'US dollarUSD',
    ]);
    expect(search).toHaveAttribute('aria-activedescendant', shown[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', shown[1]!.id);
    await user.keyboard('{ArrowDown}'); // stays on the last
    expect(search).toHaveAttribute('aria-activedescendant', shown[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledWith('usd');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('US dollar');
    expect(trigger).toHaveFocus();
  });

  it('matches the description too, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness onChange={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    const search = screen.getByRole('combobox', { name: 'Search currencies' });

    await user.type(search, 'bwp');
    expect(screen.getAllByRole('option')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'euro');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No currency found.')).toBeInTheDocument();
    expect(search).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes on Escape without choosing, focus back on the trigger', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('picks with the pointer and marks the chosen option', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(screen.getByRole('option', { name: /Botswana pula/ }));
    expect(onChange).toHaveBeenCalledWith('bwp');

    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    expect(screen.getByRole('option', { name: /Botswana pula/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Opening starts on the chosen option.
    expect(screen.getByRole('combobox', { name: 'Search currencies' })).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Botswana pula/ }).id,
    );
  });

  it('offers "Load more" below a paged list, says the filter covers the loaded options, and shows a chosen option not loaded by its label', async () => {
    const loadMore = vi.fn();
    const user = userEvent.setup({ delay: null });
    const more = {
      hasMore: true,
      isLoadingMore: false,
      loadMoreError: null,
      loadMore,
      retry: vi.fn(),
    };
    const { rerender } = render(
      <Combobox
        aria-label="Currency"
        options={options}
        value="eur"
        selectedLabel="Euro"
        onChange={vi.fn()}
        searchPlaceholder="Search currencies"
        more={more}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Currency' });
    expect(trigger).toHaveTextContent('Euro');
    await user.click(trigger);
    await user.type(screen.getByRole('combobox', { name: 'Search currencies' }), 'yen');
    expect(
      screen.getByText('Searching loaded rows — load more to search further.'),
    ).toBeInTheDocument();
    // From the filter box, Tab reaches the button; Enter loads the next page.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(loadMore).toHaveBeenCalledTimes(1);

    rerender(
      <Combobox
        aria-label="Currency"
        options={options}
        value="eur"
        onChange={vi.fn()}
        searchPlaceholder="Search currencies"
        more={{ ...more, hasMore: false }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
