import { expect, test } from '@playwright/test';
import { runtimeDeps, site } from './support';

test('plan prices follow the company currency through the exchange rate', async ({ page }) => {
  const company = runtimeDeps().db.entities.company;
  await company.patch({ emis: 'baron-007' }).set({ currency: 'USD' }).go();
  try {
    await page.goto(site('localhost'));
    // R 1,399.00 at the rate service's 0.0555.
    await expect(page.getByTestId('plan-price-Standard')).toHaveText('$ 77.64');
    await expect(page.getByTestId('plan-price-Legal')).toHaveText('$ 249.69');
  } finally {
    await company.patch({ emis: 'baron-007' }).set({ currency: 'ZAR' }).go();
  }
});
