import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { signIn, site, nextDownload } from './support';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.keyboard.type(option.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(`^${option.replace(/[()]/g, '\\$&')}`) })
    .click();
}

test.describe('Invoices & Quotes', () => {
  test('a manager quotes three lines with a discount, converts it, takes two payments and prints a tax invoice', async ({
    page,
  }, testInfo) => {
    // A whole day's work in one flow: quote, convert, two payments, print.
    test.setTimeout(150_000);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await signIn(page, 'shop', 'manager@shop.localhost', { at: '/invoices-and-quotes' });
    await page.getByRole('tab', { name: 'Create Quotes' }).click();
    const editor = page.getByRole('form', { name: 'Quote editor' });

    await pick(page, 'Client', 'Glenwood Dental Practice');
    await pick(page, 'Add product', 'HP 305 Black Ink Cartridge');
    await pick(page, 'Add service', 'Printer Installation and Setup');
    await pick(page, 'Add transport', 'Delivery within eThekwini (per trip)');
    await editor.getByLabel('Qty of HP 305 Black Ink Cartridge').fill('2');
    await expect(editor.getByLabel('LineTotal of HP 305 Black Ink Cartridge')).toHaveText(
      'R 479.98',
    );
    await editor.getByLabel('Discount (R)').fill('20');

    // 479.98 + 450.00 + 150.00 = 1,079.98; less 20.00; VAT 15% of 1,059.98 = 159.00.
    const totals = editor.getByRole('definition');
    await expect(editor.getByLabel('Totals')).toContainText('Subtotal');
    await expect(totals.last()).toHaveText('R 1,218.98');
    await expect(editor.getByLabel('Totals')).toContainText('R 159.00');
    // The demo shop's prices exclude VAT (its setting), and the quote says so.
    await expect(editor.getByText('VAT at 15 % added', { exact: true })).toBeVisible();
    // The preview follows every change.
    await expect(page.getByTitle('Quote PDF preview')).toHaveAttribute('src', /^blob:/);

    await editor.getByRole('button', { name: 'Save Quote To Database' }).click();
    await expect(page.getByText('Quotation Data Successfully Saved')).toBeVisible();
    await expect(page).toHaveURL(/edit-and-print-quote\?selectedQuote=\d+/);
    const quoteNumber = new URL(page.url()).searchParams.get('selectedQuote') as string;

    await page.goto(site('shop', '/invoices-and-quotes'));
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill(quoteNumber);
    await page.getByRole('checkbox', { name: `Select quote ${quoteNumber}` }).check();
    await page.getByRole('button', { name: 'Convert to invoice' }).click();
    // The kit's dialog asks first, naming the quote and its client.
    const ask = page.getByRole('alertdialog', {
      name: `Convert quote ${quoteNumber} to an invoice?`,
    });
    await expect(ask).toContainText('Glenwood Dental Practice');
    await ask.getByRole('button', { name: 'Convert to invoice' }).click();
    const converted = page.getByText(/^Converted to invoice \d+$/);
    await expect(converted).toBeVisible();
    const invoiceNumber = ((await converted.textContent()) ?? '').replace(/\D/g, '');

    const pay = async (amount?: string) => {
      await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoiceNumber);
      await page.getByRole('button', { name: `Pay invoice ${invoiceNumber}` }).click();
      const dialog = page.getByRole('dialog');
      if (amount) await dialog.getByLabel('Amount (R)').fill(amount);
      await dialog.getByLabel('Payment method').click();
      await page.getByRole('option', { name: 'EFT' }).click();
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expect(dialog).toBeHidden();
    };
    await pay('100');
    const row = page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: 'R 1,218.98' })
      .filter({ has: page.getByRole('cell', { name: invoiceNumber, exact: true }) });
    await expect(row).toContainText('Due R 1,118.98');
    // The second payment takes what is left by default.
    await pay();
    await expect(row).toContainText('Paid');

    await row.getByRole('link', { name: `Open invoice ${invoiceNumber}` }).click();
    await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('R 1,118.98');
    const download = nextDownload(page);
    await page.getByRole('button', { name: 'Download Invoice As PDF' }).click();
    const file = testInfo.outputPath('invoice.pdf');
    await (await download).saveAs(file);
    const text = await pdfText(file);
    for (const expected of [
      'Tax Invoice',
      'Vula Trading',
      'Glenwood Dental Practice',
      `INV-${invoiceNumber.padStart(6, '0')}`,
      'HP 305 Black Ink Cartridge',
      'R 1,079.98',
      'R 159.00',
      'R 1,218.98',
    ])
      expect(text).toContain(expected);
    // The preview is a blob: frame the page's policy allows.
    expect(blocked).toEqual([]);
  });

  test('the free tool makes a PDF without signing in and stores nothing', async ({
    page,
  }, testInfo) => {
    await page.goto(site('localhost', '/free-invoices-and-quotes'));
    await page.getByLabel('Your business name').fill('Sipho Plumbing');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByLabel('Description of line 1').fill('Geyser repair');
    await page.getByLabel('Price of Geyser repair').fill('1,500');
    await expect(page.getByLabel('Totals')).toContainText('R 1,725.00');
    const download = nextDownload(page);
    await page.getByRole('button', { name: 'Download Invoice As PDF' }).click();
    const file = testInfo.outputPath('free.pdf');
    await (await download).saveAs(file);
    const text = await pdfText(file);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Sipho Plumbing');
    expect(text).toContain('R 1,725.00');
    await expect(page.getByRole('link', { name: 'Try it For Free' })).toBeVisible();
  });

  test('the quote editor states the VAT mode beside its preview, at 1280 and 390 px', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'shop', 'manager@shop.localhost');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site('shop', '/invoices-and-quotes'));
      await page.getByRole('tab', { name: 'Create Quotes' }).click();
      const editor = page.getByRole('form', { name: 'Quote editor' });
      await pick(page, 'Add product', 'HP 305 Black Ink Cartridge');
      // The demo shop adds VAT (its setting): the editor and its PDF say so.
      await expect(editor.getByText('VAT at 15 % added', { exact: true })).toBeVisible();
      await expect(page.getByTitle('Quote PDF preview')).toHaveAttribute('src', /^blob:/);
      await page.screenshot({
        path: testInfo.outputPath(`quote-vat-${width}.png`),
        fullPage: true,
      });
    }
  });
});
