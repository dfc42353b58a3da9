import { expect, test } from '@playwright/test';
import { PASSWORD, signIn } from './support';

// Issue 24: the expenses of a period come 50 at a time, with "Load more" below the table.

/** Node does not resolve *.localhost: the runtime is reached by address, the site by Host. */
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;
const HOST = { host: 'shop.localhost' };
const MANAGER = 'manager@shop.localhost';
const SHOTS = process.env.LOAD_MORE_SHOTS;

test('the expenses of the year show 50, then the next on "Load more"', async ({
  page,
  request,
}) => {
  test.setTimeout(170_000);
  const login = await request.post(api('/auth/login'), {
    headers: HOST,
    data: { email: MANAGER, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = {
    ...HOST,
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  // The screen's period: this year by the browser's clock (the runtime's is the same machine's).
  const year = new Date().getFullYear();
  const period = { dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` };
  const first = await request.post(api('/auth/get-expenses-for-selected-period'), {
    headers,
    data: { ...period, limit: 60 },
  });
  const have = ((await first.json()) as { expenses: unknown[] }).expenses.length;
  const cats = (await (
    await request.get(api('/auth/initialise-income-and-expense-cats'), { headers })
  ).json()) as { expensesCats: Array<{ id: string }> };
  const providers = (await (
    await request.get(api('/auth/get-all-service-providers?limit=1'), { headers })
  ).json()) as { rows: Array<{ id: string }> };
  const stamp = Date.now().toString(36);
  for (let n = have; n < 55; n += 1) {
    const saved = await request.post(api('/auth/save-expense-manual'), {
      headers,
      data: {
        selectedExpenseCategory: cats.expensesCats[0]!.id,
        selectedServiceProvider: providers.rows[0]!.id,
        expenseAmount: '10.00',
        expenseDate: `${year}-01-15`,
        expenseDescription: `Paged expense ${stamp} ${n}`,
        requestId: `paged-expense-${stamp}-${n}`,
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  await signIn(page, 'shop', MANAGER, { at: '/finance-expenses' });
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more expenses' });
  await expect(more).toBeVisible();
  await expect(page.getByText('50 loaded', { exact: false })).toBeVisible();
  if (SHOTS)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/expenses-${width}.png`, fullPage: width === 390 });
    }
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('50 loaded', { exact: false })).toBeHidden();
});
