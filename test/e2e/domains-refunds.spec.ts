import { expect, test, type Page } from '@playwright/test';
import { commit } from '../../functions/src/kernel/transaction';
import { refundOwedStep } from '../../functions/src/refunds';
import { runtimeDeps, signIn } from './support';

const SHOTS = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a manager starts a domain change, sees the records to set, and cancels it (issue 27)', async ({
  page,
}) => {
  await signIn(page, 'agency', 'manager@agency.localhost', { at: '/site-domain' });
  const section = page.getByRole('region', { name: 'Change domain' });
  await expect(section.getByText('agency.localhost').first()).toBeVisible();
  const apex = `agency-${Date.now().toString(36)}.co.za`;
  // Bad input is refused by the form, nothing sent.
  await section.getByLabel('New domain').fill('not a domain');
  await section.getByRole('button', { name: 'Change domain' }).click();
  await expect(section.getByText(/must be a host name such as/).first()).toBeVisible();
  await section.getByLabel('New domain').fill(apex);
  await section.getByRole('button', { name: 'Change domain' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Move your website to ${apex}?`);
  await shoot(page, 'domain-change-confirm');
  await confirm.getByRole('button', { name: 'Change domain' }).click();
  const pending = section.getByTestId('pending-change');
  await expect(pending.getByTestId('pending-state')).toHaveText('Pending validation');
  const records = pending.getByRole('list', { name: 'DNS records to set' }).getByRole('listitem');
  await expect(records).toHaveCount(2);
  await expect(records.nth(0)).toContainText('ALIAS');
  await expect(records.nth(0)).toContainText(apex);
  await expect(records.nth(1)).toContainText('CNAME');
  await expect(records.nth(1)).toContainText(`www.${apex}`);
  await shoot(page, 'domain-change-pending');
  await pending.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText(`${apex} is not active yet.`)).toBeVisible();
  await pending.getByRole('button', { name: 'Cancel change' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel change' }).click();
  await expect(section.getByLabel('New domain')).toBeVisible();
  await expect(section.getByTestId('pending-change')).toHaveCount(0);
});

test("the provider's Refunds Owed lists what is owed and marks one refunded with a note", async ({
  page,
}) => {
  const token = `e2e-refund-${Date.now().toString(36)}`;
  const deps = runtimeDeps();
  await commit(deps.db, (tx) => [
    refundOwedStep(tx, {
      token,
      kind: 'store-order',
      amount: 129_900,
      currency: 'ZAR',
      emis: 'vula-trading',
      companyName: 'Vula Trading',
      reference: `order-${token}`,
      payerName: 'Sipho Dlamini',
      payerEmail: 'sipho@example.co.za',
      reason: 'Paid after its hold lapsed, and the stock was gone: nothing of it can be supplied.',
      gatewayPaymentId: '9990001',
      at: '2099-01-01 09:00:00',
    }),
  ]);
  await signIn(page, 'localhost', 'owner@localhost', { at: '/refunds-owed' });
  const card = page.getByTestId('refund').filter({ hasText: `order-${token}` });
  await expect(card).toContainText('1,299.00');
  await shoot(page, 'refunds-owed');
  await card.getByRole('button', { name: 'Mark refunded' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(dialog.getByText(/Say how it was refunded/).first()).toBeVisible();
  await dialog.getByLabel('Note').fill('Refunded at the gateway, ref RF-77');
  await shoot(page, 'refunds-mark');
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('refund').filter({ hasText: `order-${token}` })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Refunded' }).click();
  await expect(page.getByTestId('refund').filter({ hasText: `order-${token}` })).toContainText(
    'Refunded at the gateway, ref RF-77',
  );
});
