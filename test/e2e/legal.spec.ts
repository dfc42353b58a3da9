import { expect, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { signIn } from './support';

/** The seeded matter of Mokoena Attorneys (infra/local/seed/legal.ts): Magistrates' Court, scale A. */
const MATTER = 'Molefe v Sandton Motors (Pty) Ltd';

test.describe('legal practice: a matter billed and invoiced', () => {
  test('the manager bills 45 minutes and 10 copies on a matter, invoices both and opens the invoice', async ({
    page,
  }, testInfo) => {
    // Sign-in, two bills, a conversion and a PDF: generous on a busy machine.
    test.setTimeout(170_000);
    await signIn(page, 'legal', 'manager@legal.localhost');
    await page.getByRole('link', { name: /Manage Matters/ }).click();
    await expect(page.getByRole('heading', { name: 'Manage Matters' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Matter' }).click();
    await page.getByRole('option', { name: new RegExp(MATTER.replace(/[()]/g, '\\$&')) }).click();
    await expect(page.getByRole('heading', { name: MATTER })).toBeVisible();
    await expect(page).toHaveURL(/\/manage-matters\?case=/);
    await expect(page.getByLabel('Totals')).toContainText('Outstanding');

    // Notes & Billings: 45 minutes on the 15-minute consultation (R1,200.00 an hour).
    await page.getByRole('tab', { name: 'Notes & Billings' }).click();
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

    // Billings & Invoicing: select both, invoice them.
    await page.getByRole('tab', { name: 'Billings & Invoicing' }).click();
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
    const download = page.waitForEvent('download');
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
  });
});
