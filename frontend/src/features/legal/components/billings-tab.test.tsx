import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bill, SelectedCase } from '../api/types';
import { renderAt } from './test-render';
import { BillingsTab, BillingsTable } from './billings-tab';

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

const matter = {
  id: 'matter-1',
  title: 'Molefe v Sandton Motors (Pty) Ltd',
  file_number: 'MOK/2026/001',
  client_id: 'client-1',
  client_reference: 'C001',
  client: { id: 'client-1', name: 'Thabo Molefe', client_reference: 'C001' },
} as unknown as SelectedCase;

/** A fetch stand-in: the matter's bills, and a conversion recorded when asked for. */
function fakeApi() {
  const converted: unknown[] = [];
  const fetch = (path: string, init: RequestInit) => {
    let body: unknown = {};
    if (path === '/auth/get-billings-for-selected-case') body = ROWS;
    if (path === '/auth/get-all-notes-for-selected-matter') body = { notes: [], billables: [] };
    if (path === '/auth/convert-bills-to-invoice') {
      converted.push(JSON.parse(init.body as string));
      body = { status: 'success', invoiceNumber: 31, total: 109_250, caseID: matter.id };
    }
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { fetch, converted };
}

describe('invoicing bills', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews the bills, their total and the client before converting, and cancels cleanly', async () => {
    const fake = fakeApi();
    vi.stubGlobal('fetch', fake.fetch);
    renderAt('/manage-matters', <BillingsTab matter={matter} canInvoice />);
    const table = await screen.findByRole('table', { name: 'Billings' });
    await within(table).findByRole('row', { name: /Copies a/ });
    const user = userEvent.setup();
    await user.click(
      within(within(table).getByRole('row', { name: /Copies a/ })).getByRole('checkbox'),
    );
    await user.click(
      within(within(table).getByRole('row', { name: /Consultation d/ })).getByRole('checkbox'),
    );
    await user.click(screen.getByRole('button', { name: 'Invoice selected (2)' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Invoice 2 billings to Thabo Molefe?');
    const preview = within(dialog).getByTestId('invoice-preview');
    expect(preview).toHaveTextContent('Copies a (10 Copies)');
    expect(preview).toHaveTextContent('Consultation d (15 minutes)');
    expect(within(dialog).getByLabelText('Total of the billings')).toHaveTextContent('R 350.00');
    expect(fake.converted).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.converted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Invoice selected (2)' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Create/ }),
    );
    await waitFor(() => expect(fake.converted).toHaveLength(1));
    expect(fake.converted[0]).toMatchObject({ bills: ['a', 'd'], caseID: 'matter-1' });
    expect(await screen.findByRole('status')).toHaveTextContent('31 was created');
  });
});
