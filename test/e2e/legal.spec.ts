import { expect, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { signIn, nextDownload } from './support';

/** The seeded matter of Mokoena Attorneys (functions/src/legal/seed.ts): Magistrates' Court, scale A. */
const MATTER = 'Molefe v Sandton Motors (Pty) Ltd';

test.describe('legal practice: a matter billed and invoiced', () => {
  test('the manager bills 45 minutes and 10 copies on a matter, invoices both and opens the invoice', async ({
    page,
  }, testInfo) => {
    // Sign-in, two bills, a conversion and a PDF: generous on a busy machine.
    test.setTimeout(170_000);
    await signIn(page, 'legal', 'manager@legal.localhost');
    await page
      .getByRole('list', { name: 'Switchboard' })
      .getByRole('link', { name: /Manage Matters/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Manage Matters' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Matter' }).click();
    await page.getByRole('option', { name: new RegExp(MATTER.replace(/[()]/g, '\\$&')) }).click();
    await expect(page.getByRole('heading', { name: MATTER })).toBeVisible();
    await expect(page).toHaveURL(/\/manage-matters\?case=/);
    await expect(page.getByLabel('Totals')).toContainText('Outstanding');

    // Time & Billings: 45 minutes on the 15-minute consultation (R1,200.00 an hour).
    await page.getByRole('tab', { name: 'Time & Billings' }).click();
    const form = page.getByRole('form', { name: 'Add a billing' });
    await expect(form.getByRole('button', { name: 'Bill' })).toBeDisabled();
    await form.getByRole('combobox', { name: 'Billable' }).click();
    await page.getByRole('option', { name: /^Consultation/ }).click();
    const minutes = form.getByLabel('minutes');
    await expect(minutes).toHaveValue('15');
    await minutes.fill('45');
    await expect(form.getByTestId('billing-preview')).toHaveText('Amount: R 900.00');
    await form.getByRole('button', { name: 'Bill' }).click();
    await expect(page.getByText('Billed R 900.00')).toBeVisible();

    // And 10 copies at R5.00.
    await form.getByRole('combobox', { name: 'Billable' }).click();
    await page.getByRole('option', { name: /^Copies/ }).click();
    await expect(form.getByLabel('Copies')).toHaveValue('1');
    await form.getByLabel('Copies').fill('10');
    await expect(form.getByTestId('billing-preview')).toHaveText('Amount: R 50.00');
    await form.getByRole('button', { name: 'Bill' }).click();
    await expect(page.getByText('Billed R 50.00')).toBeVisible();

    // The same tab lists them: select both, invoice them after the preview.
    const table = page.getByRole('table', { name: 'Billings' });
    const consultation = table
      .getByRole('row')
      .filter({ hasText: 'Consultation' })
      .filter({ hasText: '45 minutes' })
      .filter({ hasText: 'Not invoiced' });
    const copies = table
      .getByRole('row')
      .filter({ hasText: '10 Copies' })
      .filter({ hasText: 'Not invoiced' });
    await expect(consultation).toContainText('R 900.00');
    await expect(copies).toContainText('R 50.00');
    await consultation.getByRole('checkbox').check();
    await copies.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Invoice selected (2)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByLabel('Total of the billings')).toHaveText('R 950.00');
    await expect(confirm).toContainText('Thabo Molefe');
    await confirm.getByRole('button', { name: 'Create invoice' }).click();

    const made = page.getByRole('status').filter({ hasText: 'was created from the selected' });
    await expect(made).toBeVisible({ timeout: 60_000 });
    const number = /Invoice (\d+) was created/.exec((await made.textContent()) ?? '')?.[1];
    expect(number).toBeTruthy();
    // The two bills are invoiced now: badge, and no longer selectable.
    const invoiced = table.getByRole('row').filter({ hasText: `Invoiced (${number})` });
    await expect(invoiced).toHaveCount(2);
    for (const checkbox of await invoiced.getByRole('checkbox').all())
      await expect(checkbox).toBeDisabled();

    // The invoice: its lines add up to R950.00 before VAT.
    await made.getByRole('link', { name: `Open invoice ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-and-print-invoice\\?selectedInvoice=${number}`));
    await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
    const totals = page.getByLabel('Totals');
    await expect(totals).toContainText('R 950.00');
    const download = nextDownload(page);
    await page.getByRole('button', { name: 'Download Invoice As PDF' }).click();
    const file = testInfo.outputPath('matter-invoice.pdf');
    await (await download).saveAs(file);
    const text = await pdfText(file);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Consultation');
    expect(text).toContain('R 900.00');
    expect(text).toContain('R 50.00');
    expect(text).toContain('R 950.00');
    // VAT at the practice's 15 %: R1,092.50 in all.
    expect(text).toContain('R 1,092.50');
    await expect(totals).toContainText('R 1,092.50');

    // Trust: R1,000.00 deposited, R600.00 of it transferred to pay the invoice, R400.00 left,
    // and the matter cannot be closed while it holds it.
    await page.goBack();
    await expect(page.getByRole('heading', { name: MATTER })).toBeVisible();
    await page.getByRole('tab', { name: 'Trust' }).click();
    const balance = page.getByLabel('Trust balance');
    await expect(balance).toHaveText(/^R \d/);
    const before = /R ([\d,.]+)/.exec((await balance.textContent()) ?? '')?.[1] ?? '0';
    const held = (cents: number) =>
      `R ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const start = Math.round(Number(before.replace(/,/g, '')) * 100);

    await page.getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit into trust' });
    await deposit.getByLabel(/Amount/).fill('1,000.00');
    await deposit.getByLabel('Reference').fill('EFT from the client');
    await deposit.getByRole('button', { name: 'Record deposit' }).click();
    await expect(deposit).toBeHidden();
    await expect(balance).toHaveText(held(start + 100_000));

    await page.getByRole('button', { name: 'Transfer to business' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer to business' });
    await transfer.getByRole('combobox', { name: /Invoice/ }).click();
    await page.getByRole('option', { name: new RegExp(`^Invoice ${number} ·`) }).click();
    await transfer.getByLabel(/Amount/).fill('600.00');
    await transfer.getByRole('button', { name: 'Transfer to business…' }).click();
    await expect(transfer.getByRole('group', { name: 'Confirm' })).toContainText(
      `Transfer R 600.00 from trust to the business account, paying invoice ${number}?`,
    );
    await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(transfer).toBeHidden();
    await expect(balance).toHaveText(held(start + 40_000));
    const ledger = page.getByRole('table', { name: 'Trust ledger' });
    await expect(ledger.getByRole('row').nth(1)).toContainText(`Invoice ${number}`);
    await expect(ledger.getByRole('row').nth(1)).toContainText('-R 600.00');

    await page.getByRole('button', { name: 'Close matter' }).click();
    const close = page.getByRole('dialog', { name: 'Close matter' });
    await close.getByRole('combobox', { name: /Closing status/ }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await close.getByRole('button', { name: 'Close matter…' }).click();
    await close.getByRole('button', { name: 'Confirm close' }).click();
    await expect(close.getByRole('alert')).toContainText(
      `This matter still holds trust money (${held(start + 40_000)}); refund or transfer it before closing.`,
    );
  });
});
