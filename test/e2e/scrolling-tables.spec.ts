import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 28 item 2: a table wider than a phone scrolls in its own box and says so (a scrollbar
// kept in sight, a fade on the side holding more columns); a tab list stays on one line.

test('a table wider than the phone shows its scrollbar and a fade on the side with more columns', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  // Manage Matters needs the Legal plan: Mokoena Attorneys (legal.localhost).
  await signIn(page, 'legal', 'manager@legal.localhost', { at: '/manage-matters' });
  const table = page.getByRole('table', { name: /Matters with their status/ });
  // The rows, not the loading skeleton's: the table is busy until they come, and the
  // skeleton's widths are not theirs.
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const box = page.locator('[data-slot="table-container"]', { has: table });
  const frame = page.locator('[data-slot="table-frame"]', { has: table });

  // Overflowing at its start: more to the right, a fade there, and the thin scrollbar styled on.
  await expect(box).toHaveAttribute('data-overflow', 'right');
  await expect(box).toHaveCSS('scrollbar-width', 'thin');
  await expect(box).toHaveCSS('overflow-x', 'auto');
  await expect(frame.locator('[aria-hidden="true"].right-0')).toBeVisible();
  await expect(frame.locator('[aria-hidden="true"].left-0')).toHaveCount(0);
  await expect(frame.locator('[data-slot="table-scroll-hint"]')).toHaveText(/Scroll sideways/);
  await page.screenshot({ path: testInfo.outputPath('matters-390.png'), fullPage: true });

  // Scrolled to its end: the fade moves to the start.
  await box.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
  await expect(box).toHaveAttribute('data-overflow', 'left');
  await expect(frame.locator('[aria-hidden="true"].left-0')).toBeVisible();
  await expect(frame.locator('[aria-hidden="true"].right-0')).toHaveCount(0);
  await expect(frame.locator('[data-slot="table-scroll-hint"]')).toHaveText(/Scroll back/);

  // At 1280 px the same table fits: no overflow, no fade, not a scrolling group.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(box).not.toHaveAttribute('data-overflow', /./);
  await expect(frame.locator('[aria-hidden="true"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('matters-1280.png'), fullPage: true });
});

test('the invoices and quotes tabs stay on one line at 390 px, the last reached by scrolling', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, 'shop', 'manager@shop.localhost', { at: '/invoices-and-quotes' });
  const tabs = page.getByRole('tablist');
  const names = ['Dashboard', 'Create Invoices', 'Create Quotes', 'Recurring'];
  for (const name of names) await expect(tabs.getByRole('tab', { name })).toBeAttached();
  const tops = await tabs
    .getByRole('tab')
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  // The page itself never scrolls sideways; the list does, in its own box.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // The last tab by keyboard: it is scrolled into view and opens.
  // Each arrow selects its tab (Radix's automatic activation), so each step waits for the focus
  // to land before the next press: a busy machine renders a tab's content slower than keys come.
  for (const [i, name] of names.entries()) {
    const tab = tabs.getByRole('tab', { name });
    if (i === 0) await tab.focus();
    else await page.keyboard.press('ArrowRight');
    await expect(tab).toBeFocused();
  }
  const last = tabs.getByRole('tab', { name: 'Recurring' });
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('tabs-390.png') });
});
