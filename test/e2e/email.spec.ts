import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './support';

test.describe('Bulk Email', () => {
  test('a manager opens it from the switchboard, sends to Staff and typed addresses, sees what was not sent and the send in the list', async ({
    page,
  }) => {
    await signIn(page, 'shop', 'manager@shop.localhost');
    await page
      .getByRole('list', { name: 'Switchboard' })
      .getByRole('link', { name: /Bulk Email/ })
      .click();
    await expect(page).toHaveURL(/\/bulk-emails-dashboard$/);
    await expect(page).toHaveTitle(/^Bulk Email · /);
    const sent = page.getByRole('region', { name: 'Sent emails' });
    await expect(sent).toBeVisible();

    const compose = page.getByRole('form', { name: 'Compose email' });
    const button = compose.getByRole('button', { name: 'Send email' });
    // The send button shows only once the subject and the message are filled.
    await expect(button).toHaveCount(0);
    const subject = `Stocktake on Saturday ${Date.now().toString(36)}`;
    await compose.getByLabel('Subject').fill(subject);
    await expect(button).toHaveCount(0);
    await compose.getByLabel('Message').fill('The shop opens at 10:00 on Saturday for stocktake.');
    await expect(button).toBeVisible();

    await compose.getByLabel('Recipients group').click();
    await page.getByRole('option', { name: 'Staff', exact: true }).click();
    await expect(compose.getByText(/\d+ members?/)).toBeVisible();
    await compose.getByLabel('Link (optional)').fill('https://shop.example.co.za/stocktake');
    await compose.getByLabel('Link text (optional)').fill('The roster');
    await compose
      .getByLabel('Other addresses')
      .fill('Supplier@Example.co.za, not-an-email\nsupplier@example.co.za');
    await button.click();

    await expect(page.getByText('Emails Sent Successfully!')).toBeVisible();
    // The bad address is reported, not silently dropped; the form is ready for the next email.
    await expect(compose.getByRole('alert')).toContainText('Not sent to:');
    await expect(compose.getByRole('alert')).toContainText('not-an-email');
    await expect(compose.getByLabel('Subject')).toHaveValue('');
    await expect(compose.getByLabel('Other addresses')).toHaveValue('');
    const row = sent.getByRole('row').filter({ hasText: subject });
    await expect(row).toBeVisible();
    // Two staff members with addresses and the supplier (typed twice) at least; one bad address.
    const cells = row.getByRole('cell');
    expect(Number(await cells.nth(2).textContent())).toBeGreaterThanOrEqual(3);
    expect(Number(await cells.nth(3).textContent())).toBeGreaterThanOrEqual(1);
  });

  test.describe('under 600 px, by keyboard', () => {
    test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

    test('an admin composes and sends with the keyboard alone; nothing overflows', async ({
      page,
    }) => {
      await signIn(page, 'shop', 'admin@shop.localhost', { at: '/bulk-emails-dashboard' });
      const compose = page.getByRole('form', { name: 'Compose email' });
      await expect(compose).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sent emails' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const subject = `Keyboard ${Date.now().toString(36)}`;
      await compose.getByLabel('Subject').focus();
      await page.keyboard.type(subject);
      await page.keyboard.press('Tab');
      await expect(compose.getByLabel('Recipients group')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('option', { name: 'No group' })).toBeFocused();
      // The groups arrive with their own call: wait for them before moving down the list.
      await expect(page.getByRole('option', { name: 'Staff' })).toBeVisible();
      // A list that re-renders as its groups arrive can lose a key press: from the top, down
      // one, until the group is the one focused (the keyboard still does all of it).
      await expect(async () => {
        await page.keyboard.press('Home');
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('option', { name: 'Staff' })).toBeFocused({ timeout: 1_000 });
      }).toPass();
      await page.keyboard.press('Enter');
      await expect(compose.getByLabel('Recipients group')).toHaveText('Staff');
      await page.keyboard.press('Tab');
      await expect(compose.getByLabel('Message')).toBeFocused();
      await page.keyboard.type('Please check the new rota.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(compose.getByLabel('Other addresses')).toBeFocused();
      await page.keyboard.type('rota@example.co.za');
      // The button is busy (disabled, so not in the tab order) until the group's members are
      // read: a person tabs to it once the spinner is gone.
      const sendButton = compose.getByRole('button', { name: 'Send email' });
      await expect(sendButton).toBeEnabled();
      await page.keyboard.press('Tab');
      await expect(sendButton).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Emails Sent Successfully!')).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Sent emails' })
          .getByRole('row')
          .filter({ hasText: subject }),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
