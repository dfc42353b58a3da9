import { expect, test } from '@playwright/test';
import { signIn } from './support';

const LAPTOP = 'Lenovo ThinkPad T480 i5 8GB 256GB SSD (Refurbished)';
const PHONE = 'Nokia G21 64GB (Refurbished)';

test.describe('the till (issue 28)', () => {
  for (const width of [1280, 390]) {
    test(`product tiles with pictures add to the sale by tap and keyboard at ${width} px`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await signIn(page, 'shop', 'staff@shop.localhost', { at: '/point-of-sale' });
      const tiles = page.getByRole('list', { name: 'Product tiles' });
      // Each tile shows the product's drawn picture, its name and its price.
      const laptop = tiles.getByRole('button', { name: `Add ${LAPTOP}` });
      await expect(laptop.getByRole('img', { name: LAPTOP })).toHaveAttribute(
        'src',
        '/images/products/vula-trading/nb-t480.png',
      );
      await expect(laptop).toContainText('R 5,999.00');
      await page.screenshot({ path: testInfo.outputPath(`till-${width}.png`), fullPage: true });

      // By category: Notebooks hides the phones.
      await page
        .getByRole('group', { name: 'Categories' })
        .getByRole('button', { name: 'Notebooks' })
        .click();
      await expect(tiles.getByRole('button', { name: `Add ${PHONE}` })).toHaveCount(0);
      await laptop.click();
      // The keyboard adds as a tap does.
      await laptop.focus();
      await page.keyboard.press('Enter');
      const sale = page.getByRole('region', { name: 'Sale' });
      await expect(sale.getByRole('list', { name: 'Sale lines' })).toContainText(LAPTOP);
      await expect(sale.getByLabel('Quantity')).toHaveText('2');
      await expect(page.getByTestId('pos-total')).toHaveText('R 13,797.70');
      await page.getByRole('button', { name: 'All' }).click();
      await tiles.getByRole('button', { name: `Add ${PHONE}` }).click();
      await expect(page.getByTestId('pos-total')).toHaveText('R 15,981.55');

      if (width === 390) {
        // The tiles scroll in their box; the sale bar stays in reach and jumps to the sale.
        expect(await tiles.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        const bar = page.getByRole('link', { name: /Sale · 3 items/ });
        await expect(bar).toBeInViewport();
        await bar.click();
        await expect(page.getByRole('button', { name: 'Complete sale' })).toBeInViewport();
      }
      await page.screenshot({
        path: testInfo.outputPath(`till-sale-${width}.png`),
        fullPage: false,
      });
    });
  }
});
