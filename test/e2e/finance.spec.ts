import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.describe('finance: an expense on the dashboard', () => {
  test('the manager adds an expense of R1,150.00 including VAT and sees it in the chart and the statement', async ({
    page,
  }) => {
    test.setTimeout(170_000);
    const category = `Printing ${Date.now().toString(36)}`;
    await signIn(page, 'shop', 'manager@shop.localhost');
    await page.getByRole('link', { name: /^Finance/ }).click();
    await page
      .getByRole('list', { name: 'Finance Switchboard' })
      .getByRole('link', { name: /Expenses/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible();

    // A category of its own, so the chart's bar and the statement's line are this expense's.
    await page.getByRole('button', { name: 'New category' }).click();
    const newCategory = page.getByRole('dialog', { name: 'New expense category' });
    await newCategory.getByRole('textbox', { name: 'Category name' }).fill(category);
    await newCategory.getByRole('button', { name: 'Save' }).click();
    await expect(newCategory).toBeHidden();

    await page.getByRole('button', { name: 'New expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'New expense' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('All Fields Are Required !!').first()).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Service provider' }).click();
    await page.getByRole('option', { name: 'Engen Umgeni Road' }).click();
    await dialog.getByRole('combobox', { name: 'Expense category' }).click();
    await page.getByRole('option', { name: category }).click();
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('1,150.00');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Business cards');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: category });
    await expect(row).toContainText('R 1,150.00');
    await expect(row).toContainText('R 150.00');

    // The dashboard: the financial year to date (today's expense in it), Vertical Bars.
    await page.getByRole('link', { name: 'Finance Switchboard' }).click();
    await page
      .getByRole('list', { name: 'Finance Switchboard' })
      .getByRole('link', { name: /Finance Dashboard/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Finance Dashboard' })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Finance chart' });
    // The axis cuts long names with an ellipsis; the chart's table names the category whole.
    await expect(chart.locator('svg text').filter({ hasText: 'Printing' })).toHaveCount(1);
    await expect(chart.getByRole('row', { name: new RegExp(category) })).toContainText(
      'R 1,150.00',
    );
    const statement = page.getByRole('region', { name: 'Statement' });
    const expenses = statement.getByRole('region', { name: 'Expenses' });
    await expect(expenses.getByText(category)).toBeVisible();
    await expect(statement.getByText('Net Profit')).toBeVisible();
    await expect(statement.getByText('Input VAT (expenses)')).toBeVisible();
  });
});
