import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** The same month and day a year later (29 February: 28 February). */
const nextYear = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  const dd = m === 2 && d === 29 && !leap(y + 1) ? 28 : d;
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
};

test.describe('Plan & Billing', () => {
  test('a manager renews through the sandbox gateway: one year more, and the payment listed', async ({
    page,
  }, testInfo) => {
    test.setTimeout(170_000);
    // The charity's plan renews within 30 days (the seed's reminder state).
    await signIn(page, 'hope', 'manager@hope.localhost');
    await page
      .getByRole('link', { name: /Plan & Billing/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/plan-and-billing$/);
    await expect(page.getByRole('heading', { name: 'Plan & Billing' })).toBeVisible();
    await expect(page.getByText(/^Standard plan/).first()).toBeVisible();
    const paidUntil = page.getByText('Paid until').locator('xpath=following-sibling::dd');
    await expect(paidUntil).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    const before = (await paidUntil.textContent())!;
    await expect(page.getByText('No plan payments yet.')).toBeVisible();
    await expect(
      page
        .getByText(/the yearly difference for the \d+ days to \d{4}-\d{2}-\d{2} \(x \d+\/36[56]\)/)
        .first(),
    ).toBeVisible();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`plan-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Renew for R1,399.00' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(`until ${nextYear(before)}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay by card' }).click();

    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R 1399.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/plan-and-billing\?token=/, { timeout: 60_000 });
    await expect(
      page.getByText('Payment of R1,399.00 confirmed: your plan is renewed.'),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(paidUntil).toHaveText(nextYear(before));
    await expect(page.getByRole('row', { name: /Renewal.*Standard.*R1,399\.00/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('renewed-1280.png'), fullPage: true });
  });
});
