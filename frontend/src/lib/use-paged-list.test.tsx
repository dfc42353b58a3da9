// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../components/ui/data-table';
import '../components/ui/test-setup';
import { fakeApi } from './test-render';
import { LIST_PAGE_SIZE, usePagedList } from './use-paged-list';

type Row = { id: string; name: string };

const rowsOf = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${from + index}`,
    name: `Client ${from + index}`,
  }));

/** A list route of 120 rows: pages of what `limit` asks, the cursor the next row's number. */
function listRoute(total = 120, fail?: (cursor: string | null) => boolean) {
  return fakeApi((path) => {
    const url = new URL(path, 'http://test');
    const cursor = url.searchParams.get('cursor');
    if (fail?.(cursor)) return { status: 500, body: { error: 'The list is resting' } };
    const from = Number(cursor ?? 1);
    const limit = Number(url.searchParams.get('limit'));
    const count = Math.max(0, Math.min(limit, total - from + 1));
    const next = from + count <= total ? String(from + count) : null;
    return { body: { rows: rowsOf(from, count), cursor: next } };
  });
}

function Clients() {
  const list = usePagedList<Row>(['test', 'clients'], '/auth/get-all-clients');
  if (list.isError)
    return (
      <p role="alert">
        {list.error.message}
        <button onClick={list.retry}>Try again</button>
      </p>
    );
  return (
    <DataTable
      caption="Clients"
      columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
      rows={list.rows}
      getRowId={(row) => row.id}
      loading={list.isPending}
      searchText={(row) => row.name}
      searchPlaceholder="Search clients"
      emptyText="No clients yet."
      more={list}
    />
  );
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Clients />
    </QueryClientProvider>,
  );
}

const bodyNames = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => row.textContent);
};

afterEach(() => vi.unstubAllGlobals());

describe('usePagedList with the data table', () => {
  it('reads one page, and the next only when "Load more" is pressed (by keyboard too)', async () => {
    const api = listRoute();
    vi.stubGlobal('fetch', api.fetch);
    renderList();
    const user = userEvent.setup({ delay: null });

    await screen.findByText(/Showing 1–10 of 50 loaded/);
    expect(api.calls.map((c) => c.path)).toEqual([`/auth/get-all-clients?limit=${LIST_PAGE_SIZE}`]);

    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    // The first new row's page is shown.
    await screen.findByText(/Showing 51–60 of 100 loaded/);
    expect(bodyNames()[0]).toBe('Client 51');
    expect(api.calls.at(-1)?.path).toBe(`/auth/get-all-clients?limit=${LIST_PAGE_SIZE}&cursor=51`);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // The last page: every row is in, no "loaded" and no button.
    await screen.findByText(/Showing 101–110 of 120$/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(3);
  });

  it('says the search covers the loaded rows only while more remain', async () => {
    vi.stubGlobal('fetch', listRoute().fetch);
    renderList();
    const user = userEvent.setup({ delay: null });
    await screen.findByText(/of 50 loaded/);

    const search = screen.getByRole('searchbox', { name: 'Search clients' });
    await user.type(search, 'Client 99');
    expect(search).toHaveAccessibleDescription(
      'Searching loaded rows — load more to search further.',
    );
    expect(screen.getByText('No results for “Client 99” in the loaded rows.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyNames()).toEqual(['Client 99']));
  });

  it('shows a loader while the next page is on its way', async () => {
    let release: () => void = () => undefined;
    const api = listRoute();
    vi.stubGlobal('fetch', (path: string, init: RequestInit) =>
      path.includes('cursor=')
        ? new Promise<Response>((resolve) => {
            release = () => void api.fetch(path, init).then(resolve);
          })
        : api.fetch(path, init),
    );
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    const more = screen.getByRole('button', { name: 'Load more' });
    expect(more).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading more…')).toBeInTheDocument();
    // A second press while loading sends nothing more.
    await user.click(more);
    release();
    await screen.findByText(/of 100 loaded/);
    expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-busy');
  });

  it('keeps the loaded rows when "Load more" fails, says why, and tries again', async () => {
    let down = true;
    vi.stubGlobal('fetch', listRoute(120, (cursor) => cursor !== null && down).fetch);
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The list is resting');
    expect(screen.getByText(/Showing 1–10 of 50/)).toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/of 100 loaded/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the first page fails, and reads it again on Try again', async () => {
    let down = true;
    vi.stubGlobal('fetch', listRoute(120, () => down).fetch);
    renderList();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('The list is resting');

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/of 50 loaded/);
  });

  it('shows the empty text and no "Load more" for an empty list', async () => {
    vi.stubGlobal('fetch', listRoute(0).fetch);
    renderList();
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
