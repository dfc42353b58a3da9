import { expect, test, type Page } from '@playwright/test';
import { gotoPublic, seriousViolations, signIn, site } from './support';

// Issue 27: what a Standard company (Hands of Hope) sees of the plans, as its manager and its
// visitors do: the switchboard's upgrade group, a screen outside the plan, a site without a store.

const SHOTS = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('a Standard company', () => {
  // axe is injected inline, which the Content-Security-Policy refuses.
  test.use({ bypassCSP: true });

  test('its manager sees what an upgrade adds and a screen outside the plan says which plan has it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'hope', 'manager@hope.localhost');
    const upgrades = page.getByRole('region', { name: 'With an upgrade' });
    await expect(upgrades).toBeVisible();
    await expect(upgrades.getByRole('list', { name: 'Premium adds' })).toContainText('Finance');
    // Nothing of Premium among the tiles it may open.
    await expect(page.getByRole('link', { name: /Salaries & Payslips/ })).toHaveCount(0);
    await shoot(page, 'plans-switchboard-standard');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(site('hope', '/salaries-and-payslips'));
    await expect(page.getByRole('heading', { name: 'Not in your plan' })).toBeVisible();
    await expect(
      page.getByText(/HR and payroll is part of the Premium and Legal plans/),
    ).toBeVisible();
    await shoot(page, 'plans-not-in-plan');
    await page.getByRole('link', { name: 'See Plan & Billing' }).click();
    await expect(page).toHaveURL(/\/plan-and-billing$/);
    await expect(page.getByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
  });

  test('its visitors find no store: no link, and the store page says so', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPublic(page, site('hope', '/web-store'));
    await expect(page.getByText('This site has no online store.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Store$/ })).toHaveCount(0);
    await shoot(page, 'plans-no-store');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('its manager can start closing only by typing the name; a wrong name closes nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'hope', 'manager@hope.localhost', { at: '/close-company' });
    await expect(page.getByRole('heading', { name: 'Close Company', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Close this company…' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Company name').fill('Hands of Hop');
    await shoot(page, 'closing-confirm');
    await dialog.getByRole('button', { name: 'Close the company' }).click();
    await expect(page.getByText('Type the company name exactly as shown to confirm')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Still open: the page offers to close it, not to cancel a closing.
    await expect(page.getByRole('button', { name: 'Close this company…' })).toBeVisible();
  });
});
