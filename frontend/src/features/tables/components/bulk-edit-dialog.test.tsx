import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableInfo } from '@shared/tables/types';
import { BulkEditDialog } from './bulk-edit-dialog';

const table: TableInfo = {
  name: 'subjects',
  label: 'Subjects',
  single: false,
  columns: [{ name: 'periods', label: 'Periods', type: 'number', integer: true }],
  related: [],
  joinNow: false,
  can: { create: true, edit: true, delete: true, bulkEdit: true, bulkDelete: true },
};

describe('BulkEditDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks the value by the column's own schema under the field, then sends it as typed", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string));
      return Promise.resolve(new Response(JSON.stringify({ status: 'success', updated: 2 })));
    });
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BulkEditDialog
          table={table}
          ids={['r1', 'r2']}
          open
          onOpenChange={() => undefined}
          options={{}}
          onDone={onDone}
        />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New value'), 'many');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 rows' }));
    expect(await screen.findByText('Must be a number')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('New value'));
    await user.type(screen.getByLabelText('New value'), '6');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 rows' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([{ table: 'subjects', column: 'periods', ids: ['r1', 'r2'], value: '6' }]);
  });
});
