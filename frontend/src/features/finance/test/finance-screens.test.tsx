import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financeStatement } from '@shared/finance/statement';
import { formatDate } from '@shared/time/sast';
import { FinanceDashboardPage } from '../pages/finance-dashboard-page';
import { FinanceExpensesPage } from '../pages/finance-expenses-page';
import { FinancialAccountsPage } from '../pages/financial-accounts-page';
import { FinancialBudgetsPage } from '../pages/financial-budgets-page';
import { fakeApi, renderAt } from './render';

// The chart's chunk (recharts) is not what these tests are about.
vi.mock('../components/finance-chart', () => ({
  default: ({ type }: { type: string }) => <p>chart: {type}</p>,
}));

const today = formatDate(new Date());
const year = today.slice(0, 4);
const cats = {
  incomesCats: [{ id: 'invoice-payments', name: 'Invoice Payments' }],
  expensesCats: [{ id: 'rent', name: 'Rent' }],
};
const statement = financeStatement({
  incomes: [{ category: 'invoice-payments', amount: 230_000 }],
  expenses: [{ category_id: 'rent', amount: 115_000, vat: 15_000 }],
  invoices: [{ total_tax: 30_000 }],
  expenseCategories: cats.expensesCats,
});

function answer(path: string) {
  if (path.endsWith('/initialise-income-and-expense-cats')) return { body: cats };
  if (path.endsWith('/get-selected-finance-dashboard-data'))
    return {
      body: {
        ...cats,
        incomesData: statement.incomes,
        expensesData: statement.expenses,
        statement,
      },
    };
  if (path.endsWith('/get-expenses-for-selected-period'))
    return { body: { expenses: [], cursor: null, totalExp: 0, totalVat: 0 } };
  if (path.endsWith('/get-budgets-for-selected-period'))
    return { body: { budgets: [], cursor: null, totalBud: 0 } };
  if (path.includes('/get-all-service-providers?')) return { body: { rows: [], cursor: null } };
  if (path.endsWith('/get-all-financial-accounts')) return { body: [] };
  return { status: 404, body: { error: 'No such route' } };
}

afterEach(() => vi.unstubAllGlobals());

describe('Finance Dashboard', () => {
  // The clock is set (only Date is faked: the queries' timers run): the default period follows it.
  it.each([
    ['2031-02-10T09:00:00+02:00', '2030-03-01', '2031-02-10'],
    ['2031-03-01T00:30:00+02:00', '2031-03-01', '2031-03-01'],
    ['2031-11-24T23:30:00+02:00', '2031-03-01', '2031-11-24'],
  ])('on %s asks for the financial year to date (%s to %s)', async (now, from, to) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    try {
      const api = fakeApi(answer);
      vi.stubGlobal('fetch', api.fetch);
      renderAt('/finance-dashboard', <FinanceDashboardPage />);
      expect(await screen.findByText('chart: Vertical Bars')).toBeInTheDocument();
      const call = api.calls.find((c) => c.path.endsWith('/get-selected-finance-dashboard-data'));
      expect(call?.body).toEqual({ dateFrom: from, dateTo: to });
    } finally {
      vi.useRealTimers();
    }
  });

  it('charts Vertical Bars and shows the statement', async () => {
    const api = fakeApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/finance-dashboard', <FinanceDashboardPage />);
    expect(await screen.findByText('chart: Vertical Bars')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Statement' });
    expect(within(panel).getByText('Net Profit').nextSibling).toHaveTextContent('1,150.00');
    expect(within(panel).getByText('Net VAT Payable').nextSibling).toHaveTextContent('150.00');
    expect(screen.getByRole('checkbox', { name: 'Rent' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoice Payments' })).toBeChecked();
  });
});

describe('Finance Dashboard categories', () => {
  it('offers the categories the server answers for the company and charts the chosen ones', async () => {
    const api = fakeApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/finance-dashboard', <FinanceDashboardPage />);
    const user = userEvent.setup();
    const rent = await screen.findByRole('checkbox', { name: 'Rent' });
    // A trading company's lists hold no School Fees: the screen adds none of its own.
    expect(screen.queryByRole('checkbox', { name: 'School Fees' })).not.toBeInTheDocument();
    await user.click(rent);
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path.endsWith('/get-selected-finance-dashboard-data')).at(-1)
          ?.body,
      ).toMatchObject({ selectedExpensesCategories: [] }),
    );
  });
});

describe('Expenses', () => {
  it('shows the first page of the period with the totals, then the next on "Load more"', async () => {
    const row = (n: number) => ({
      id: `e${n}`,
      entry_date: `${year}-03-${String(1 + (n % 28)).padStart(2, '0')}`,
      description: `Expense ${n}`,
      amount: 10_000,
      vat: 0,
      expenses_categories: { name: null },
      service_providers: { name: null },
    });
    const api = fakeApi((path, body) => {
      if (path.endsWith('/get-expenses-for-selected-period')) {
        const cursor = (body as { cursor?: string }).cursor;
        return cursor === 'page-2'
          ? { body: { expenses: [row(51)], cursor: null, totalExp: 510_000, totalVat: 0 } }
          : {
              body: {
                expenses: Array.from({ length: 50 }, (_, n) => row(n)),
                cursor: 'page-2',
                totalExp: 510_000,
                totalVat: 0,
              },
            };
      }
      return answer(path);
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/finance-expenses', <FinanceExpensesPage />);
    const user = userEvent.setup();
    const more = await screen.findByRole('button', { name: 'Load more expenses' });
    expect(screen.getByLabelText('Expense totals')).toHaveTextContent('5,100.00');
    const pages = () =>
      api.calls.filter((c) => c.path.endsWith('/get-expenses-for-selected-period'));
    expect(pages()).toHaveLength(1);
    await user.click(more);
    await waitFor(() => expect(pages()).toHaveLength(2));
    expect(pages()[1]?.body).toMatchObject({ cursor: 'page-2', limit: 50 });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more expenses' })).toBeNull(),
    );
    expect(await screen.findByText('Expense 51')).toBeVisible();
  });

  it("reads the current year and answers the spec's alerts", async () => {
    const api = fakeApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/finance-expenses', <FinanceExpensesPage />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.path.endsWith('/get-expenses-for-selected-period'))?.body,
      ).toEqual({ dateFrom: `${year}-01-01`, dateTo: `${year}-12-31`, limit: 50 }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You Must Select At least One(1) Expense!');

    await user.click(screen.getByRole('button', { name: 'New expense' }));
    const expense = await screen.findByRole('dialog', { name: 'New expense' });
    await user.click(within(expense).getByRole('button', { name: 'Save' }));
    expect(await within(expense).findAllByText('All Fields Are Required !!')).not.toHaveLength(0);
    await user.click(within(expense).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'New category' }));
    const category = await screen.findByRole('dialog', { name: 'New expense category' });
    await user.click(within(category).getByRole('button', { name: 'Save' }));
    expect(await within(category).findAllByText('Category Name is Required !!')).not.toHaveLength(
      0,
    );
    await user.click(within(category).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'New service provider' }));
    const provider = await screen.findByRole('dialog', { name: 'New service provider' });
    await user.click(within(provider).getByRole('button', { name: 'Save' }));
    expect(await within(provider).findAllByText('Company Name is Required !!')).not.toHaveLength(0);
  });
});

describe('Budgets', () => {
  it('reads the expense budgets of the current year', async () => {
    const api = fakeApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/financial-budgets', <FinancialBudgetsPage />);
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.path.endsWith('/get-budgets-for-selected-period'))?.body,
      ).toEqual({
        dateFrom: `${year}-01-01`,
        dateTo: `${year}-12-31`,
        selectedBudgetCategory: 'expense',
        limit: 1000,
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Budget category' })).toHaveTextContent('Expense');
  });
});

describe('Financial Accounts', () => {
  it("defaults the type to Cheque-Current and answers the spec's alerts", async () => {
    const api = fakeApi(answer);
    vi.stubGlobal('fetch', api.fetch);
    renderAt('/financial-accounts', <FinancialAccountsPage />);
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: /Account type/ })).toHaveTextContent(
      'Cheque-Current',
    );
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('All Fields Are Required !!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('You Must Select At least One(1) Account!')).toBeInTheDocument();
  });
});
