import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

// Issue 28, one way for each control: the payroll tables and the quote editor fit at 1280 px,
// scroll sideways inside their own box at 390 px, and keep every amount on one line.

const WIDTHS = [1280, 390] as const;

/** How far the page itself scrolls sideways (0 when nothing overflows it). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Amounts whose box is taller than one line (wrapped), as their text. */
async function wrappedAmounts(amounts: Locator): Promise<string[]> {
  return amounts.evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const style = getComputedStyle(node);
        const line = parseFloat(style.lineHeight);
        // The text's own box: padding (a total aligned with the inputs beside it) is not a line.
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        return node.getBoundingClientRect().height - padding > line + 1;
      })
      .map((node) => node.textContent ?? ''),
  );
}

/**
 * Whether the element lies wholly inside the window's width and its table's scrolling box (not
 * cut off at the right by either).
 */
const insideWindow = (locator: Locator) =>
  locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const container = node.closest('[data-slot="table-container"]')?.getBoundingClientRect();
    const right = Math.min(document.documentElement.clientWidth, container?.right ?? Infinity);
    const left = Math.max(0, container?.left ?? 0);
    return box.left >= left - 0.5 && box.right <= right + 0.5;
  });

test('the payroll and payslip tables fit at 1280 px, scroll inside their box at 390 px, and no amount wraps', async ({
  page,
}) => {
  test.setTimeout(170_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Vula Trading is on Premium (functions/src/store/seed.ts): payroll is in its plan.
  await signIn(page, 'shop', 'manager@shop.localhost', { at: '/salaries-and-payslips' });
  // Next year's June: a run no other test makes.
  const year = new Date().getFullYear() + 1;
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: String(year) }).click();
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: 'June' }).click();
  // The pay date is the kit's picker, not the browser's date field.
  await expect(page.getByRole('button', { name: 'Pay date (optional)' })).toBeVisible();
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Payroll' }).click();
  await expect(page.getByRole('heading', { name: `Payroll June ${year}` })).toBeVisible();
  const employees = page.getByRole('table', { name: 'Employees' });
  await employees.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
  await page.getByRole('button', { name: 'Add to payroll' }).click();
  const slips = page.getByRole('table', { name: 'Payslips' });
  await expect(slips.getByRole('row')).not.toHaveCount(2);
  await expect(slips.getByRole('row').nth(1)).toContainText('R ');
  const runs = page.getByRole('table', { name: 'Payrolls' });

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => pageOverflow(page)).toBe(0);
    for (const table of [runs, slips])
      expect(await wrappedAmounts(table.locator('td .tabular-nums'))).toEqual([]);
    const open = runs.getByRole('button', { name: 'Open' }).first();
    const net = slips.getByRole('columnheader', { name: 'Net salary' });
    if (width === 1280) {
      // Fits: no table scrolls sideways, the last columns are on screen.
      for (const table of [runs, slips])
        expect(
          await table.evaluate((node) => {
            const box = node.closest('[data-slot="table-container"]')!;
            return box.scrollWidth - box.clientWidth;
          }),
        ).toBe(0);
      expect(await insideWindow(open)).toBe(true);
      expect(await insideWindow(net)).toBe(true);
    } else {
      // The table scrolls in its own box; the action is reached by scrolling it.
      await open.scrollIntoViewIfNeeded();
      expect(await insideWindow(open)).toBe(true);
      await net.scrollIntoViewIfNeeded();
      expect(await insideWindow(net)).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `test-results/screenshots/payroll-${width}.png`,
      fullPage: true,
    });
  }
});

test('the quote editor shows whole line names and keeps line totals on one line at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(170_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'shop', 'manager@shop.localhost', { at: '/invoices-and-quotes' });
  await page.getByRole('tab', { name: 'Create Quotes' }).click();
  const editor = page.getByRole('form', { name: 'Quote editor' });
  const name = 'Lenovo ThinkPad T480 i5 8GB 256GB SSD (Refurbished)';
  await page.getByRole('combobox', { name: 'Add product' }).click();
  await page.keyboard.type('Lenovo Think');
  await page.getByRole('option', { name: /^Lenovo ThinkPad T480/ }).click();
  await editor.getByLabel(`Qty of ${name}`).fill('12');
  const total = editor.getByLabel(`LineTotal of ${name}`);
  await expect(total).toHaveText(/^R \d/);
  const label = editor.getByRole('list', { name: 'Lines' }).getByText(name, { exact: true });

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => pageOverflow(page)).toBe(0);
    // The whole name is shown (wrapped if need be), never cut with an ellipsis.
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    expect(await wrappedAmounts(total)).toEqual([]);
    await label.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/quote-editor-${width}.png` });
  }
});
