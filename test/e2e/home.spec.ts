import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn } from './support';

// Issue 28 item 1: the home's "Needs attention" panel above the tiles, with the seeded due items
// of two demo tenants (the shop, the legal practice), and one followed to its filtered list.

const SHOTS = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the home says what needs doing', () => {
  // axe is injected inline, which the Content-Security-Policy refuses.
  test.use({ bypassCSP: true });

  test('the shop manager sees the overdue invoices and follows them to the overdue list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'shop', 'manager@shop.localhost');
    const panel = page.getByRole('list', { name: 'Needs attention' });
    const overdue = panel.getByRole('link', { name: /overdue invoices? .*unpaid/ });
    await expect(overdue).toBeVisible();
    await expect(panel.getByRole('link', { name: /SMS credits? left/ })).toBeVisible();
    // Above the tiles, which stay.
    await expect(page.getByRole('list', { name: 'Switchboard' })).toBeVisible();
    await shoot(page, 'home-shop');
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: the item is a link reached with Tab and opened with Enter.
    await overdue.focus();
    await expect(overdue).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/invoices-and-quotes\?status=overdue$/);
    await expect(page.getByRole('heading', { name: 'Overdue invoices' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Overdue invoices' });
    await expect(table.getByText(/^Overdue R/).first()).toBeVisible();
    await expect(table.getByText(/^(Paid|Due R)/)).toHaveCount(0);
    await shoot(page, 'home-overdue-list');
  });

  test('the shop manager sees the products running low and follows them to the low-stock list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'shop', 'manager@shop.localhost');
    const panel = page.getByRole('list', { name: 'Needs attention' });
    const low = panel.getByRole('link', { name: /\d+ products? running low/ });
    await expect(low).toBeVisible();
    await low.focus();
    await expect(low).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manage-products\?stock=low$/);
    await expect(page.getByRole('switch', { name: 'Running low' })).toBeChecked();
    const table = page.getByRole('table', { name: /running low/ });
    // The seed's toner (10 on hand, level 12) and chair (6, level 8); the A4 paper (level 20) is
    // well stocked.
    await expect(table.getByText('Brother TN-2420 Toner Cartridge')).toBeVisible();
    await expect(table.getByText('Ergonomic Mesh Office Chair')).toBeVisible();
    await expect(table.getByText(/^A4 /)).toHaveCount(0);
    await expect(table.getByText('Low', { exact: true }).first()).toBeVisible();
    await shoot(page, 'home-low-stock-list');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the legal manager sees its own due items', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'legal', 'manager@legal.localhost');
    const panel = page.getByRole('list', { name: 'Needs attention' });
    await expect(panel.getByRole('link', { name: /overdue invoices?/ })).toBeVisible();
    await shoot(page, 'home-legal');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the school manager sees the unpaid fees and follows them to the learners owing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'school', 'manager@school.localhost');
    const panel = page.getByRole('list', { name: 'Needs attention' });
    const fees = panel.getByRole('link', { name: /learners? owing fees .*unpaid for/ });
    await expect(fees).toBeVisible();
    await shoot(page, 'home-school');
    expect(await seriousViolations(page)).toEqual([]);
    await fees.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/student-payments\?owing=1$/);
    const table = page.getByRole('table', { name: 'Learners owing' });
    await expect(table.getByRole('link', { name: /Open payments of / }).first()).toBeVisible();
    await expect(table.getByText(/^R\s?[\d ,]+\.\d\d$/).first()).toBeVisible();
    await shoot(page, 'home-fees-owing');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the legal manager sees the matters' tasks due and follows them to the list", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'legal', 'manager@legal.localhost');
    const panel = page.getByRole('list', { name: 'Needs attention' });
    // The seed saves a task due today and one due tomorrow (functions/src/legal/seed.ts).
    const tasks = panel.getByRole('link', { name: /tasks? due today.*tasks? due tomorrow/ });
    await expect(tasks).toBeVisible();
    await tasks.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tasks-due\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    const table = page.getByRole('table', { name: /Open tasks due from/ });
    await expect(table.getByText('Prepare heads of argument')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(
        table.getByRole('link', { name: 'Khumalo Holdings v Gauteng Build Co' }).first(),
      ).toBeVisible();
      await shoot(page, `home-tasks-due-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
    }
  });
});
