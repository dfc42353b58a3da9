import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { signIn, nextDownload } from './support';

// Seeded (functions/src/payroll/seed.ts): Vula Trading pays SDL; Lindiwe Mkhize (born 1991)
// earns R30,000 and Rajesh Govender (born 1987) R18,500 a month. The run is for March of this
// year (the screen's default year): 2026/27, or a later year on the latest table, 2026/27's.
// Worked from REFERENCE.md's 2026/27 table, with a R5,000 once-off bonus and a R500 deduction:
// Lindiwe: 360,000 → 73,992 − 17,820 = 56,172 / 12 = 4,681; with the bonus 365,000 → 75,292 −
//   17,820 = 57,472: + 1,300. PAYE 5,981.00, UIF 177.12, gross 35,000, deductions 6,658.12,
//   net 28,341.88.
// Rajesh: 222,000 → 39,960 − 17,820 = 22,140 / 12 = 1,845; 227,000 → 40,860 − 17,820 = 23,040:
//   + 900. PAYE 2,745.00, UIF 177.12, gross 23,500, deductions 3,422.12, net 20,077.88.
// EMP201: PAYE 8,726.00 + UIF 354.24 × 2 + SDL 585.00 (1% of 58,500) = 10,019.48.
const SLIPS = {
  'Lindiwe Mkhize': { gross: 'R 35,000.00', paye: 'R 5,981.00', net: 'R 28,341.88' },
  'Rajesh Govender': { gross: 'R 23,500.00', paye: 'R 2,745.00', net: 'R 20,077.88' },
};

const row = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });

test('the manager runs March payroll for two employees with a bonus and a deduction, prints the payslips and reads their totals', async ({
  page,
}, testInfo) => {
  test.setTimeout(170_000);
  await signIn(page, 'shop', 'manager@shop.localhost');
  await page.getByRole('link', { name: /Salaries & Payslips/ }).click();
  await expect(page.getByRole('heading', { name: 'Salaries & Payslips', level: 1 })).toBeVisible();

  // Create Payroll appears once a month is chosen.
  await expect(page.getByRole('button', { name: 'Create Payroll' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: 'March' }).click();
  await page.getByRole('button', { name: 'Create Payroll' }).click();
  const heading = page.getByRole('heading', { name: /Payroll March \d{4}/ });
  await expect(heading).toBeVisible();
  const year = /March (\d{4})/.exec((await heading.textContent()) ?? '')![1]!;

  // Adding with none selected says the spec's message.
  await page.getByRole('button', { name: 'Add to payroll' }).click();
  await expect(page.getByText('Select Aleast 1 Employee')).toBeVisible();
  const employees = page.getByRole('table', { name: 'Employees' });
  for (const name of Object.keys(SLIPS))
    await employees.getByRole('checkbox', { name: `Select ${name}` }).click();
  await page.getByRole('button', { name: 'Add to payroll' }).click();

  const slips = page.getByRole('table', { name: 'Payslips' });
  await expect(row(slips, 'Rajesh Govender')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Select Aleast 1 Staff')).toBeVisible();
  for (const name of Object.keys(SLIPS))
    await slips.getByRole('checkbox', { name: `Select ${name}` }).click();

  const lines = page.getByRole('form', { name: 'Earnings and deductions' });
  await lines.getByLabel('Description').fill('Bonus');
  await lines.getByLabel('Amount').fill('5,000.00');
  await lines.getByRole('checkbox', { name: /Once-off/ }).check();
  await lines.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Earning added')).toBeVisible();

  await lines.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Deductions' }).click();
  await lines.getByLabel('Description').fill('Staff loan');
  await lines.getByLabel('Amount').fill('500');
  await lines.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Deduction added')).toBeVisible();

  for (const [name, s] of Object.entries(SLIPS)) {
    const r = row(slips, name);
    await expect(r).toContainText(s.gross);
    await expect(r).toContainText(s.paye);
    await expect(r).toContainText('R 177.12');
    await expect(r).toContainText(s.net);
  }
  const emp201 = page.getByLabel('EMP201');
  await expect(emp201).toContainText('R 8,726.00');
  await expect(emp201).toContainText('R 354.24');
  await expect(emp201).toContainText('R 585.00');
  await expect(emp201).toContainText('R 10,019.48');

  // Issue 28: the EMP201 as a PDF with the employer, its SARS references and the period.
  const emp201Download = nextDownload(page);
  await emp201.getByRole('button', { name: 'Download EMP201 (PDF)' }).click();
  const emp201File = join(testInfo.outputDir, 'emp201.pdf');
  await (await emp201Download).saveAs(emp201File);
  const returnText = await pdfText(emp201File);
  for (const expected of [
    'Vula Trading',
    '7123456789',
    'U123456789',
    'L123456789',
    `March ${year}`,
    'R 8,726.00',
    'R 708.48',
    'R 585.00',
    'R 10,019.48',
  ])
    expect(returnText).toContain(expected);

  // The year to date: March opens the tax year, so it is March's own figures.
  const ytd = page.getByRole('table', { name: 'Year to date' });
  await expect(row(ytd, 'Lindiwe Mkhize')).toContainText('R 35,000.00');
  await expect(row(ytd, 'Lindiwe Mkhize')).toContainText('R 5,981.00');
  await expect(row(ytd, 'Rajesh Govender')).toContainText('R 2,745.00');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await ytd.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: join(testInfo.outputDir, `payroll-${width}.png`),
      fullPage: true,
    });
  }

  // Print the payslips: one A4 page each, the same figures as the screen.
  await page.getByRole('button', { name: 'Print Payslips' }).click();
  await expect(page).toHaveURL(new RegExp(`/get-payslips-pdf\\?payroll=${year}-03`));
  await expect(page.locator('iframe[title="Payslips PDF"]')).toBeVisible();
  const totals = page.getByRole('table', { name: 'Payslip totals' });
  for (const [name, s] of Object.entries(SLIPS))
    await expect(row(totals, name)).toContainText(s.net);
  const download = nextDownload(page);
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = join(testInfo.outputDir, 'payslips.pdf');
  await (await download).saveAs(file);
  const text = await pdfText(file);
  for (const [name, s] of Object.entries(SLIPS)) {
    expect(text).toContain(name);
    expect(text).toContain(s.paye);
    expect(text).toContain(s.net);
  }
  expect(text).toContain('Bonus (once-off)');
  expect(text).toContain('Staff loan');
  expect(text).toContain(`Year to date (tax year ${year}/`);
  expect(text).toContain('Page 2 of 2');

  // Finalised, the run shows its state and offers no more changes.
  await page.getByRole('button', { name: 'Salaries & Payslips' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: `March ${year}` })
    .getByRole('button', { name: 'Open' })
    .click();
  // The kit's confirmation first: finalising cannot be undone.
  await page.getByRole('button', { name: 'Finalise payroll' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalise payroll' }).click();
  await expect(page.getByText('Payroll finalised')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to payroll' })).toHaveCount(0);
  await expect(page.getByLabel('EMP201')).toContainText('R 10,019.48');
});
