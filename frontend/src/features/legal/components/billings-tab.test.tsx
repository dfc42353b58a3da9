import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Bill } from '../api/types';
import { renderAt } from './test-render';
import { BillingsTable } from './billings-tab';

const bill = (id: string, more: Partial<Bill> = {}): Bill => ({
  id,
  billing_date: '2026-09-02',
  description: null,
  billable: { id: 'billable-copies', name: `Copies ${id}` },
  unit: 'Copies',
  hours: 10,
  rate: 500,
  bill: 5_000,
  staff: null,
  status: 'not invoiced',
  invoiced: false,
  invoice_number: null,
  ...more,
});

const ROWS = [
  bill('a'),
  bill('b', { status: 'invoiced', invoiced: true, invoice_number: 12 }),
  bill('c', {
    billable: { id: 'q', name: 'Consultation c' },
    unit: 'minutes',
    hours: 45,
    bill: 90_000,
  }),
  // The timer's 4 seconds: 1 minute worked, billed as a 15-minute unit.
  bill('d', {
    billable: { id: 'q', name: 'Consultation d' },
    unit: 'minutes',
    hours: 1,
    billed_minutes: 15,
    units_billed: '15 minutes',
    bill: 30_000,
  }),
];

function Harness({ seen }: { seen: string[][] }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <BillingsTable
      rows={ROWS}
      selected={selected}
      onSelected={(ids) => {
        seen.push(ids);
        setSelected(ids);
      }}
    />
  );
}

describe('the billings table', () => {
  it('shows invoiced bills with an Invoiced badge and does not let them be selected', async () => {
    const seen: string[][] = [];
    renderAt('/manage-matters', <Harness seen={seen} />);
    const table = await screen.findByRole('table', { name: 'Billings' });
    const invoiced = within(table).getByRole('row', { name: /Copies b/ });
    expect(within(invoiced).getByText('Invoiced (12)')).toBeInTheDocument();
    expect(within(invoiced).getByRole('checkbox')).toBeDisabled();
    const open = within(table).getByRole('row', { name: /Consultation c/ });
    expect(within(open).getByText('Not invoiced')).toBeInTheDocument();
    expect(within(open).getByText('R 900.00')).toBeInTheDocument();
    expect(within(open).getByRole('checkbox')).toBeEnabled();

    // Units as billed, matching the amount (not "1 minutes").
    const timed = within(table).getByRole('row', { name: /Consultation d/ });
    expect(within(timed).getByText('15 minutes')).toBeInTheDocument();
    expect(within(timed).getByText('1 min worked')).toBeInTheDocument();
    expect(within(timed).queryByText('1 minutes')).toBeNull();

    // Select all on the page: the un-invoiced bills only.
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(seen.at(-1)?.sort()).toEqual(['a', 'c', 'd']);
    expect(
      within(table).getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBeChecked();
    await user.click(within(invoiced).getByRole('checkbox'));
    expect(seen.at(-1)?.sort()).toEqual(['a', 'c', 'd']);
  });
});
