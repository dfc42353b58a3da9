import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** Seeded matters of Mokoena Attorneys (functions/src/legal/seed.ts). */
const OPEN = 'Molefe v Sandton Motors (Pty) Ltd';
const COMPLETED = 'Estate late Dlamini';

test.describe('legal practice: the matters list', () => {
  for (const width of [1280, 390])
    test(`Manage Matters from the drawer lists the matters with their figures (${width} px)`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'legal', 'manager@legal.localhost');
      if (width < 768) await page.getByRole('button', { name: /menu/i }).first().click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Manage Matters' })
        .click();
      await expect(page.getByRole('heading', { name: 'Manage Matters' })).toBeVisible();

      const table = page.getByRole('table', { name: /Matters with their status/ });
      const open = table.getByRole('row').filter({ hasText: OPEN });
      await expect(open).toBeVisible();
      // Seeded bills not invoiced and no trust money yet: money right-aligned, in rands.
      await expect(open).toContainText(/R\s[\d\s,]+\.\d\d/);
      await expect(table.getByRole('row').filter({ hasText: COMPLETED })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`matters-list-${width}.png`),
        fullPage: true,
      });

      // Filtered by status: the completed matter only.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: /Completed/ }).click();
      await expect(table.getByRole('row').filter({ hasText: COMPLETED })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: OPEN })).toHaveCount(0);

      // Following a matter opens it.
      await table.getByRole('link', { name: COMPLETED }).click();
      await expect(page.getByRole('heading', { name: COMPLETED })).toBeVisible();
      await expect(page).toHaveURL(/\/manage-matters\?case=/);
    });
});
