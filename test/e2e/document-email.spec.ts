import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { saveInvoiceBody } from '@shared/documents/schemas';
import { saveInvoice } from '../../functions/src/documents';
import { holderOf } from '../../functions/src/kernel/unique';
import { systemContext } from '../../functions/src/kernel/context';
import { pdfText } from '../support/pdf-text';
import { runtimeDeps, signIn, uniqueEmail, nextDownload } from './support';

// Issue 28's done-when: an invoice sent by email from Kantoor, its link followed by the client,
// paid in the sandbox gateway, and the invoice found paid once with a balance of R0.00 on its PDF.

const EMIS = 'vula-trading';

/** An open invoice of R1,150.00 (R1,000 + 15 % VAT) to the finance seed's client. */
async function newInvoice(): Promise<number> {
  const ctx = systemContext(runtimeDeps(), EMIS);
  const client = await holderOf(ctx.db, EMIS, 'client_reference', 'EMIS-500211834');
  if (!client) throw new Error('The seeded client is missing');
  const saved = await saveInvoice(
    ctx,
    saveInvoiceBody.parse({
      client,
      date: '2026-11-20',
      items: [
        { item_type: 'service', name: 'Network set-up', unit_price: '1,000.00', quantity: 1 },
      ],
    }),
  );
  return saved.invoiceNumber;
}

type Outboxed = { to: string; links: Array<{ href: string }> };
const messagesTo = (to: string): Outboxed[] =>
  readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'outbox', 'email.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Outboxed)
    .filter((message) => message.to === to);

test.describe('documents that get paid', () => {
  test('a manager emails an invoice; the client opens the link, pays by card, and it is paid once with balance R0.00 on its PDF', async ({
    page,
  }, testInfo) => {
    test.setTimeout(170_000);
    const number = await newInvoice();
    const printed = `INV-${String(number).padStart(6, '0')}`;
    const to = uniqueEmail('accounts');

    await signIn(page, 'shop', 'manager@shop.localhost', {
      at: `/edit-and-print-invoice?selectedInvoice=${number}`,
    });
    await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
    const dialog = page.getByRole('dialog');
    // The dialog at a phone's width and a laptop's, opened at each.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Send by email' }).click();
      await expect(
        dialog.getByRole('heading', { name: `Send invoice ${number} by email` }),
      ).toBeVisible();
      await expect(dialog.getByLabel('Message')).toHaveValue(/Please find invoice/);
      // Inside the screen once its opening animation settles.
      await expect(async () => {
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }).toPass();
      await page.screenshot({ path: testInfo.outputPath(`send-dialog-${width}.png`) });
      if (width === 390) {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
    await dialog.getByLabel('To').fill(to);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`The invoice was sent to ${to}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // One message, with the link; the client follows it, signed out.
    await expect.poll(() => messagesTo(to).length).toBe(1);
    const link = messagesTo(to)[0]!.links[0]!.href;
    expect(link).toContain('/document-link?key=');
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: `Invoice ${printed}` })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('R 1,150.00');
    await expect(page.getByText('Network set-up')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`client-page-${width}.png`),
        fullPage: true,
      });
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Pay R 1,150.00 by card' }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R 1150.00');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/document-link\?key=.*&paid=1/, { timeout: 60_000 });
    await expect(page.getByText('This invoice is paid. Thank you.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('main header').getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('R 0.00');
    await expect(page.getByRole('button', { name: /by card/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('client-page-paid.png'), fullPage: true });

    // Paid once, in the records.
    const { data: payments } = await runtimeDeps()
      .db.entities.payment.query.byInvoice({
        emis: EMIS,
        invoice_seq: String(number).padStart(10, '0'),
      })
      .go({ consistent: true });
    expect(payments.map((p) => p.amount)).toEqual([115_000]);

    const download = nextDownload(page);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = testInfo.outputPath(`${printed}.pdf`);
    await (await download).saveAs(file);
    const text = await pdfText(file);
    expect(text).toContain(printed);
    expect(text).toContain('Network set-up');
    expect(text).toMatch(/Balance due\s*R 0\.00/i);
  });
});
