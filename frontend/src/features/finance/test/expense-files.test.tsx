import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinanceExpensesPage } from '../pages/finance-expenses-page';
import { fakeApi, renderAt } from './render';

const SPECIFY = 'Specify the File Type and Then Select A File!';
const expense = {
  id: '01EXPENSE',
  entry_date: '2031-06-01',
  description: 'Printer paper',
  amount: 25_000,
  vat: 3_261,
  tax_rate: 15,
  expenses_category_id: 'cat',
  service_provider_id: 'prov',
  expenses_categories: { name: 'Stationery' },
  service_providers: { name: 'Game Stores' },
};

afterEach(() => vi.unstubAllGlobals());

describe('Expense attachments', () => {
  it('asks for the file type and a file of that type, then uploads it', async () => {
    let files: Array<{ name: string; extension: string }> = [];
    const api = fakeApi((path) => {
      if (path.endsWith('/get-expenses-for-selected-period'))
        return { body: { expenses: [expense], totalExp: 25_000, totalVat: 3_261 } };
      if (path.endsWith('/get-expense-files')) return { body: files };
      if (path.endsWith('/upload-expense-file')) {
        files = [{ name: 'slip-abc123.txt', extension: 'txt' }];
        return { body: { message: 'File uploaded', name: 'slip-abc123.txt', files } };
      }
      return { status: 404, body: { error: 'No such route' } };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/finance-expenses', <FinanceExpensesPage />);
    const user = userEvent.setup({ applyAccept: false });

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Attachments of expense Printer paper' },
        { timeout: 5_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Attachments' });
    expect(await within(dialog).findByText('No attachments for this expense yet.')).toBeVisible();

    // Neither chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SPECIFY);

    // A type, and a file of another type.
    await user.click(within(dialog).getByRole('combobox', { name: 'File type' }));
    await user.click(await screen.findByRole('option', { name: 'TXT' }));
    const input = within(dialog).getByLabelText('File');
    await user.upload(input, new File(['png?'], 'slip.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SPECIFY);
    expect(api.calls.some((c) => c.path.endsWith('/upload-expense-file'))).toBe(false);

    // The file of the chosen type goes up and is listed.
    await user.upload(input, new File(['Till slip'], 'slip.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/upload-expense-file'))?.body).toMatchObject({
        expenseID: expense.id,
        filename: 'slip.txt',
      }),
    );
    expect(await within(dialog).findByText('slip-abc123.txt')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete slip-abc123.txt' })).toBeVisible();
  });
});

describe('Expenses of a period', () => {
  it('reads the next page on Load more and shows the totals the first reply gives for the whole period', async () => {
    const second = { ...expense, id: '02EXPENSE', description: 'Courier fees' };
    const api = fakeApi((path, body) => {
      if (!path.endsWith('/get-expenses-for-selected-period'))
        return { status: 404, body: { error: 'No such route' } };
      const next = (body as { cursor?: string }).cursor === 'page-2';
      return {
        body: {
          expenses: [next ? second : expense],
          cursor: next ? null : 'page-2',
          totalExp: 37_500,
          totalVat: 4_891,
        },
      };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/finance-expenses', <FinanceExpensesPage />);
    // A page at a time (issue 24): the second only when asked for.
    expect(await screen.findByText('Printer paper')).toBeInTheDocument();
    expect(screen.queryByText('Courier fees')).toBeNull();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Load more expenses' }));
    expect(await screen.findByText('Courier fees')).toBeInTheDocument();
    const calls = api.calls.filter((c) => c.path.endsWith('/get-expenses-for-selected-period'));
    expect(calls.map((c) => (c.body as { cursor?: string }).cursor)).toEqual([undefined, 'page-2']);
    const totals = screen.getByLabelText('Expense totals');
    expect(within(totals).getByText(/375\.00/)).toBeInTheDocument();
    expect(within(totals).getByText(/48\.91/)).toBeInTheDocument();
  });
});
