import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support';

/** 'R 1,234.56' as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function columnTexts(table: Locator, column: number) {
  return table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
}

// Seeded (functions/src/events/seed.ts): Naledi Dlamini of Ubuntu Talent has bookings at the
// agency's rates, with agency fees.
test('a talent’s Hours & Rate totals are the sums of the bookings’ hours and line totals', async ({
  page,
}, testInfo) => {
  await signIn(page, 'agency', 'manager@agency.localhost');
  await expect(page.getByRole('link', { name: /^Talent/ })).toBeVisible();
  await page.goto(page.url().replace('/switchboard', '/manage-talents'));
  await expect(page.getByRole('heading', { name: 'Manage Talents', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Talent' }).click();
  await page.getByRole('option', { name: /Naledi Dlamini \[/ }).click();
  await expect(page.getByText('9203150123088').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Hours & Rate' }).click();

  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByTestId('line-total').first()).toBeVisible();
  // Every page of bookings (5 at a time).
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const shown = await table.getByTestId('line-total').count();
    await more.click();
    await expect(table.getByTestId('line-total')).not.toHaveCount(shown);
  }
  const lineTotals = (await columnTexts(table, 6)).map(cents);
  const hours = (await columnTexts(table, 5)).map((h) => Number(h.replace(/,/g, '')));
  expect(lineTotals.length).toBeGreaterThan(0);

  const sum = lineTotals.reduce((a, b) => a + b, 0);
  expect(cents(await page.getByTestId('total-line-total').innerText())).toBe(sum);
  const hoursSum = Math.round(hours.reduce((a, b) => a + b, 0) * 100) / 100;
  expect(Number((await page.getByTestId('total-hours').innerText()).replace(/,/g, ''))).toBe(
    hoursSum,
  );
  // The payout is the line totals less the agency's share.
  const payout = cents(await page.getByTestId('total-payout').innerText());
  expect(payout).toBeGreaterThan(0);
  expect(payout).toBeLessThanOrEqual(sum);

  await page.screenshot({ path: testInfo.outputPath('talents-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('talents-390.png'), fullPage: true });
  // The page itself never scrolls sideways on a phone (a wide table scrolls in its own box).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);

  // Bookings: the talent's calendar (its own chunk, loaded on demand).
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const bookings = page.getByRole('region', { name: 'Bookings calendar' });
  await expect(bookings).toBeVisible();
  await expect(bookings.getByText('Today', { exact: true })).toBeVisible();
});
