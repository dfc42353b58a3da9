// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import './test-setup';

type Client = { id: string; name: string; city: string };

const clients: Client[] = Array.from({ length: 25 }, (_, index) => ({
  id: `c${index + 1}`,
  name: `Client ${index + 1}`,
  city: index % 5 === 0 ? 'Windhoek' : 'Swakopmund',
}));

const columns: DataTableColumn<Client>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'city', header: 'City', cell: (row) => row.city },
];

function bodyNames() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent ?? '');
}

function Harness({ onChange }: { onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DataTable
      caption="Clients"
      columns={columns}
      rows={clients}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      searchText={(row) => `${row.name} ${row.city}`}
      searchPlaceholder="Search clients"
      selectable
      selectedIds={selected}
      onSelectedIdsChange={(ids) => {
        setSelected(ids);
        onChange?.(ids);
      }}
    />
  );
}

describe('DataTable', () => {
  it('shows 10 rows a page, with page and range text', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'Clients' })).toBeInTheDocument();
    expect(bodyNames()).toHaveLength(10);
    expect(bodyNames()[0]).toBe('Client 1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/Showing 1–10 of 25/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyNames()[0]).toBe('Client 11');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyNames()).toHaveLength(5);
    expect(screen.getByText(/Showing 21–25 of 25/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back to page 1 when the search changes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'windhoek');
    expect(bodyNames()).toEqual(['Client 1', 'Client 6', 'Client 11', 'Client 16', 'Client 21']);
    expect(screen.getByText(/Showing 1–5 of 5/)).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says so when the search finds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'zzz');
    expect(screen.getByText('No results for “zzz”.')).toBeInTheDocument();
  });

  it('select-all selects the rows of the current page only, and clears them again', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(
      Array.from({ length: 10 }, (_, index) => `c${index + 11}`),
    );
    expect(selectAll).toBeChecked();
    expect(screen.getByText(/10 selected/)).toBeInTheDocument();

    // Page 1 is untouched.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(
      screen.getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows a partly selected page as mixed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Client 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });

  it('shows skeleton rows while loading and the empty text when there are no rows', () => {
    const { rerender } = render(
      <DataTable
        caption="Clients"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        loading
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();

    rerender(
      <DataTable
        caption="Clients"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        emptyText="No clients yet."
      />,
    );
    expect(screen.getByText('No clients yet.')).toBeInTheDocument();
  });
});
