import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 28, charts that read: Baron Office Systems (Premium, a trading company, seeded with a
// financial year of expenses) opens the dashboard on the financial year to date, with a chart
// across the page's width, money ticks in rand, two pies, and no School Fees category.
for (const width of [1280, 390]) {
  test(`the finance dashboard at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'localhost', 'manager@localhost');
    await page.goto(page.url().replace(/\/switchboard$/, '/finance-dashboard'));
    await expect(page.getByRole('heading', { name: 'Finance Dashboard' })).toBeVisible();
    const chart = page.getByRole('figure', { name: 'Finance chart' });
    await expect(chart.locator('svg text').filter({ hasText: 'Rent' })).toHaveCount(1);
    // The money ticks carry the currency.
    await expect(chart.locator('svg text').filter({ hasText: /^R \d/ }).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Invoice Payments' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'School Fees' })).toHaveCount(0);
    // The chart spans the main column (less the card's padding), not a narrow middle column.
    const box = (await chart.boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(box.width).toBeGreaterThan(main.width * 0.75);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`bars-${width}.png`), fullPage: true });

    await page.getByRole('combobox', { name: 'Chart type' }).click();
    await page.getByRole('option', { name: 'Pie Chart' }).click();
    await expect(chart.getByRole('region', { name: 'Expenses by category' })).toBeVisible();
    await expect(chart.getByRole('region', { name: 'Income by category' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`pies-${width}.png`), fullPage: true });
  });
}
