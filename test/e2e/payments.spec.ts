import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { seriousViolations, signIn, site, nextDownload } from './support';

/** 'R 22,700.00' (or '-R 5.00') as cents. */
function cents(text: string): number {
  const match = /(-?)R\s*([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const value = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

async function balanceDue(page: Page): Promise<number> {
  const balance = page.getByTestId('balance-due').first();
  await expect(balance).toHaveText(/R\s/);
  return cents((await balance.textContent()) ?? '');
}

test.describe('school fees and donations by card through the sandbox gateway', () => {
  test('a parent pays R350.00 of School Fees, sees it confirmed, and prints the receipt with the new balance', async ({
    page,
  }, testInfo) => {
    // Sign-in, the gateway's round trip and a PDF: generous on a busy machine.
    test.setTimeout(170_000);
    await signIn(page, 'school', 'parent@school.localhost');
    await page.getByRole('link', { name: /Pay Online/ }).click();
    await expect(page.getByRole('heading', { name: 'Secure Online Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thabo Mokoena' })).toBeVisible();
    const before = await balanceDue(page);

    const form = page.getByRole('form', { name: 'Payment' });
    await expect(form.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    await form.getByRole('combobox', { name: 'Description' }).click();
    await page.getByRole('option', { name: 'School Fees' }).click();
    await form.getByLabel('Amount (R)').fill('350.00');
    await form.getByRole('button', { name: 'Pay R 350.00' }).click();

    // The sandbox gateway's page: the order and its amount, with Pay and Cancel.
    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R 350.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/payment-successful\?token=/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('R 350.00 was paid for Thabo Mokoena.')).toBeVisible();
    await page.getByRole('link', { name: 'View Receipt' }).click();

    await expect(page).toHaveURL(/\/payments-receipt\?sid=2026001&date=\d{4}-\d{2}-\d{2}/);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByRole('row', { name: /School Fees.*R 350\.00/ })).toBeVisible();
    await expect(receipt.getByRole('heading', { name: /Mini Statement/ })).toBeVisible();
    const after = await balanceDue(page);
    expect(before - after).toBe(35_000);

    const download = nextDownload(page);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('Payment-Receipt.pdf');
    const file = testInfo.outputPath('Payment-Receipt.pdf');
    await saved.saveAs(file);
    const text = await pdfText(file);
    for (const expected of [
      'Payment Receipt',
      'Thabo Mokoena',
      '2026001',
      'School Fees',
      'R 350.00',
      'Balance due',
    ])
      expect(text, expected).toContain(expected);
    const balance = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(
      after / 100,
    );
    expect(text).toContain(`R ${balance}`);
  });

  test("the charity's Donate refuses R9.99 and takes R10 through the gateway to 'Payment Successful!'", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto(site('hope'));
    await page.getByRole('button', { name: 'Donate' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your names').fill('Zanele Dube');
    await dialog.getByLabel('Phone number').fill('082 555 0101');
    await dialog.getByLabel('Amount (ZAR)').fill('9.99');
    await dialog.getByRole('button', { name: 'Donate' }).click();
    await expect(dialog.getByText('Minimum Donation Amount is ZAR10!')).toBeVisible();

    await dialog.getByLabel('Amount (ZAR)').fill('10');
    await dialog.getByRole('button', { name: 'Donate' }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R 10.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/payment-complete\?token=/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/Thank you for your donation of R 10\.00/)).toBeVisible();
  });
});

test('an admin records, edits and deletes a payment taken at the school, the balance moving with it, and downloads the statement', async ({
  page,
}, testInfo) => {
  test.setTimeout(170_000);
  await signIn(page, 'school', 'admin@school.localhost');
  await page
    .getByRole('link', { name: /Student Payments/ })
    .first()
    .click();
  await page
    .getByRole('table', { name: 'Learners' })
    .getByRole('link', { name: 'Payments of Sipho Ndlovu' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sipho Ndlovu' })).toBeVisible();
  const before = await balanceDue(page);

  await page.getByRole('button', { name: 'Record payment' }).click();
  const record = page.getByRole('form', { name: 'Record a payment' });
  await expect(record.getByRole('combobox', { name: 'Payment method' })).toHaveText('Cash');
  await record.getByLabel('Amount (R)').fill('125.50');
  await record.getByRole('button', { name: 'Record payment' }).dblclick();
  await expect(page.getByText('Payment Successfully Recorded!')).toBeVisible();
  await expect(record).toBeHidden();
  await expect.poll(() => balanceDue(page)).toBe(before - 12_550);
  const table = page.getByRole('table', { name: 'Payments of Sipho Ndlovu' });
  // A double click records once.
  await expect(table.getByRole('row', { name: /R 125\.50/ })).toHaveCount(1);
  const row = table.getByRole('row', { name: /R 125\.50/ });

  await row.getByRole('button', { name: /^Edit payment/ }).click();
  const edit = page.getByRole('form', { name: 'Edit payment' });
  await edit.getByLabel('Amount (R)').fill('100');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Payment Successfully Updated!')).toBeVisible();
  await expect.poll(() => balanceDue(page)).toBe(before - 10_000);

  await table
    .getByRole('row', { name: /R 100\.00/ })
    .getByRole('button', { name: /^Delete payment/ })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this item?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payment Successfully Deleted!')).toBeVisible();
  await expect.poll(() => balanceDue(page)).toBe(before);

  // The statement of account, by keyboard: this year to today by default, as a PDF.
  await page.getByRole('button', { name: 'Statement' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Statement of account' });
  await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  const download = nextDownload(page);
  await dialog.getByRole('button', { name: 'Download PDF' }).press('Enter');
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(
    /^Statement-2026003-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  await expect(dialog).toBeHidden();
  const file = testInfo.outputPath(saved.suggestedFilename());
  await saved.saveAs(file);
  const text = await pdfText(file);
  for (const expected of [
    'Statement of Account',
    'Sipho Ndlovu',
    'Opening balance',
    'Closing balance',
  ])
    expect(text, expected).toContain(expected);
});

test.describe('payment screens, accessibility (axe): no serious or critical violations', () => {
  // Our Content-Security-Policy forbids inline scripts, axe's injection included.
  test.use({ bypassCSP: true });
  test('Secure Online Payment and an unknown payment token', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'school', 'parent@school.localhost', { at: '/pay-online' });
    await expect(page.getByTestId('balance-due').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(site('school', '/payment-successful?token=not-a-token-of-ours-0000'));
    await expect(page.getByRole('heading', { name: 'No Payment Data Found!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
