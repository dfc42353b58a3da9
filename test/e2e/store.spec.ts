import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { gotoPublic, runtimeDeps, signIn, site, nextDownload } from './support';

/** Hydrated: the server's page takes clicks (a full load of a server-rendered page). */
const hydrated = (page: Page) =>
  page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

const EMIS = 'vula-trading';
const PHONE = 'Nokia G21 64GB (Refurbished)';
const NOTEBOOK = 'Dell Latitude 5490 i5 8GB 256GB SSD (Refurbished)';

async function stockOf(name: string) {
  const { data } = await runtimeDeps()
    .db.entities.product.query.byCompany({ emis: EMIS })
    .go({ pages: 'all', consistent: true });
  const product = data.find((p) => p.name === name);
  if (!product) throw new Error(`No product ${name}`);
  return { stock: product.stock, reserved: product.reserved ?? 0 };
}

test.describe('the web store', () => {
  test('a visitor buys a phone and a notebook by card; stock drops by one each, once, and the order is a paid invoice', async ({
    page,
  }) => {
    // Two sites, the gateway's round trip and a sign-in: generous on a busy machine.
    test.setTimeout(170_000);
    const before = { phone: await stockOf(PHONE), notebook: await stockOf(NOTEBOOK) };

    await gotoPublic(page, site('shop', '/web-store'));
    await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
    // Phones only, then every product again.
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Phones' }).click();
    const products = page.getByRole('list', { name: 'Products' });
    await expect(products.getByRole('link', { name: PHONE })).toBeVisible();
    await expect(products.getByRole('link', { name: NOTEBOOK })).toHaveCount(0);
    await products.getByRole('button', { name: `Add to cart: ${PHONE}` }).click();

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Notebooks' }).click();
    await products.getByRole('link', { name: NOTEBOOK }).click();
    // Its details: stars filled to rating × 20 percent, reviews, the description on the page.
    await expect(page).toHaveURL(/\/product-details\?id=/);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: NOTEBOOK, level: 1 })).toBeVisible();
    const rating = page.getByRole('img', { name: 'Rated 4.3 out of 5' });
    await expect(rating).toBeVisible();
    await expect(rating.getByTestId('star-fill')).toHaveAttribute('style', /width: ?86%/); // the server writes no space
    await expect(page.getByText('29 reviews')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Description' })).toContainText('Windows 11 Pro');
    await page.getByRole('button', { name: 'Add to cart' }).click();

    // The popup cart: each item once, the total, View cart.
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText('R 8,507.70');
    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The cart lives in the browser: a reload keeps it.
    await page.reload();
    await expect(page.getByTestId('checkout-total')).toHaveText('R 8,507.70');

    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel('Name').fill('Thandeka Zulu');
    await form.getByLabel('Email').fill('thandeka.zulu@example.co.za');
    await form.getByLabel('Phone').fill('072 555 0188');
    await form.getByLabel('Delivery address').fill('18 Musgrave Road, Berea');
    await form.getByLabel('City').fill('Durban');
    await form.getByLabel('Postal code').fill('4001');
    await form.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'KwaZulu-Natal' }).click();
    await form.getByRole('button', { name: 'Pay by card' }).click();

    // The sandbox gateway's page, then back to the store with the order paid.
    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R 8507.70');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/checkout\?paid=1&token=/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
      timeout: 60_000,
    });
    const paid = page.getByText(/\(invoice \d+\)/);
    await expect(paid).toBeVisible();
    const invoice = /\(invoice (\d+)\)/.exec((await paid.textContent()) ?? '')![1]!;
    // The cart is emptied once paid.
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

    // One each, once: a second look finds the same.
    for (let look = 0; look < 2; look += 1) {
      expect(await stockOf(PHONE)).toEqual({ stock: before.phone.stock - 1, reserved: 0 });
      expect(await stockOf(NOTEBOOK)).toEqual({ stock: before.notebook.stock - 1, reserved: 0 });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    }

    // In the back office: a paid invoice, and a paid store order naming it.
    await signIn(page, 'shop', 'manager@shop.localhost', { at: '/invoices-and-quotes' });
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoice);
    const row = page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: invoice, exact: true }) });
    await expect(row).toContainText('R 8,507.70');
    await expect(row).toContainText('Paid');
    await page.goto(site('shop', '/store-orders'));
    const order = page
      .getByRole('table', { name: 'Store orders' })
      .getByRole('row')
      .filter({ hasText: 'Thandeka Zulu' });
    await expect(order).toContainText('Paid');
    await expect(order).toContainText(invoice);
  });
});

test.describe('the point of sale', () => {
  test('a staff member sells by code and by search for cash, sees the change and gets the till receipt as a PDF', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const phone = 'Samsung Galaxy A54 5G 128GB (Refurbished)';
    const laptop = 'HP EliteBook 840 G5 i7 16GB 512GB SSD (Refurbished)';
    const before = { phone: await stockOf(phone), laptop: await stockOf(laptop) };
    await signIn(page, 'shop', 'staff@shop.localhost');
    await page.getByRole('link', { name: /Point of Sale/ }).click();
    await expect(page.getByRole('heading', { name: 'Point of Sale' })).toBeVisible();

    // A scanner types the code and Enter.
    await page.getByLabel('Code or barcode').fill('PH-SGA54');
    await page.getByLabel('Code or barcode').press('Enter');
    await page.getByLabel('Search products').fill('elitebook');
    await page.getByRole('button', { name: `Add ${laptop}` }).click();
    // The demo shop's prices exclude VAT (its setting): R12,298.00 + 15 %.
    await expect(page.getByTestId('pos-total')).toHaveText('R 14,142.70');
    await page.getByLabel('Cash received').fill('14,500');
    await expect(page.getByTestId('pos-change')).toHaveText('R 357.30');
    await page.getByRole('button', { name: 'Complete sale' }).click();

    await expect(page.getByRole('heading', { name: 'Sale recorded' })).toBeVisible();
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt.getByTestId('receipt-total')).toHaveText('R 14,142.70');
    await expect(receipt.getByTestId('receipt-change')).toHaveText('R 357.30');
    const invoice = ((await receipt.getByText(/^Invoice \d+$/).textContent()) ?? '').replace(
      /\D/g,
      '',
    );
    expect(await stockOf(phone)).toEqual({ ...before.phone, stock: before.phone.stock - 1 });
    expect(await stockOf(laptop)).toEqual({ ...before.laptop, stock: before.laptop.stock - 1 });

    const download = nextDownload(page);
    await page.getByRole('button', { name: 'Receipt PDF' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`Receipt-${invoice}.pdf`);
    const file = testInfo.outputPath('receipt.pdf');
    await saved.saveAs(file);
    const text = await pdfText(file);
    for (const expected of [
      'Vula Trading',
      `Invoice ${invoice}`,
      'R 14,142.70',
      'Change',
      'R 357.30',
    ])
      expect(text).toContain(expected);
  });
});
