import { expect, test } from '@playwright/test';
import { seriousViolations, signIn, site } from './support';

// Issue 27 item 8: the provider's Companies screen, for Kantoor's own super admins only.
test.describe('Companies (the provider)', () => {
  for (const width of [390, 1280])
    test(`lists the seeded companies with revenue and renewals at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'localhost', 'owner@localhost');
      await page
        .getByRole('link', { name: /Companies/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
      const all = page.getByRole('table', { name: 'All companies' });
      await expect(all.getByText('Baron Office Systems')).toBeVisible();
      await expect(all.getByText('vula-trading')).toBeVisible();
      await expect(page.getByRole('list', { name: 'By plan' })).toBeVisible();
      // The seed's demo companies: two of them renew this month.
      await expect(
        page.getByRole('table', { name: 'Renewals due this month' }).locator('tbody tr'),
      ).not.toHaveCount(0);
      // Amounts stay on one line.
      const amount = page.getByRole('list', { name: 'By plan' }).locator('.tabular-nums').first();
      const box = await amount.boundingBox();
      expect(box!.height).toBeLessThan(30);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/e2e/provider-companies-${width}.png`,
        fullPage: true,
      });
    });

  test('a manager of the provider is refused', async ({ page }) => {
    await signIn(page, 'localhost', 'manager@localhost');
    await expect(page.getByRole('link', { name: /^Companies/ })).toHaveCount(0);
    await page.goto(site('localhost', '/companies'));
    await expect(page.getByRole('heading', { name: 'Access Denied!' })).toBeVisible();
  });
});
