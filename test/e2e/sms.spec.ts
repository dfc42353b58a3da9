import { expect, test } from '@playwright/test';
import { runtimeDeps, signIn, site } from './support';

/** "November 24th, 2026": how the calendar names a day. */
function calendarName(date: Date): string {
  const day = date.getDate();
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  const month = date.toLocaleString('en-US', { month: 'long' });
  return `${month} ${day}${suffix}, ${date.getFullYear()}`;
}

test.describe('Bulk SMS', () => {
  test('a manager sends now, schedules a weekly SMS, sees both in the figures and the lists, and cancels the schedule', async ({
    page,
  }) => {
    await signIn(page, 'shop', 'manager@shop.localhost', { at: '/bulk-sms-dashboard' });
    const figures = page.getByRole('definition');
    const scheduledBefore = Number(await figures.nth(4).textContent()) || 0;

    const compose = page.getByRole('form', { name: 'Compose SMS' });
    // The send button shows only once the title and the body are filled.
    await expect(compose.getByRole('button', { name: 'Send SMS' })).toHaveCount(0);
    const stamp = Date.now().toString(36);
    await compose.getByLabel('Title').fill(`Stock arrived ${stamp}`);
    await compose.getByLabel('Message').fill('Your toner order is ready for collection at Shop 3.');
    await compose.getByLabel('Other numbers').fill('082 555 0199, 12345');
    await compose.getByRole('button', { name: 'Send SMS' }).click();
    await expect(page.getByText('SMS Sent Successfully!')).toBeVisible();
    // The bad number is reported, not silently dropped.
    await expect(compose.getByRole('alert')).toContainText('12345');
    const sent = page.getByRole('region', { name: 'Sent messages' });
    await expect(sent.getByRole('row').filter({ hasText: `Stock arrived ${stamp}` })).toContainText(
      '+27825550199',
    );
    await expect(sent.getByRole('row').filter({ hasText: `Stock arrived ${stamp}` })).toContainText(
      'delivered',
    );

    await compose.getByLabel('Title').fill(`Weekly special ${stamp}`);
    await compose.getByLabel('Message').fill('This week: 10% off printer paper.');
    await compose.getByLabel('Other numbers').fill('082 555 0199');
    await compose.getByLabel('When').click();
    await page.getByRole('option', { name: 'Future' }).click();
    await compose.getByLabel('Cycle').click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await compose.getByRole('button', { name: 'First send' }).click();
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    if (tomorrow.getMonth() !== new Date().getMonth())
      await page.getByRole('button', { name: /next month/i }).click();
    await page.getByRole('button', { name: new RegExp(calendarName(tomorrow)) }).click();
    await compose.getByLabel('Time').fill('08:00');
    await compose.getByRole('button', { name: 'Schedule SMS' }).click();
    await expect(page.getByText('SMS Scheduled Successfully!')).toBeVisible();
    await expect(figures.nth(4)).toHaveText(String(scheduledBefore + 1));
    const scheduled = page.getByRole('region', { name: 'Scheduled messages' });
    const row = scheduled.getByRole('row').filter({ hasText: `Weekly special ${stamp}` });
    await expect(row).toContainText('08:00');
    await expect(row).toContainText('Weekly');

    // Cancel asks first; keeping it changes nothing, confirming stops it.
    await row.getByRole('button', { name: `Cancel Weekly special ${stamp}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep it' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Cancel Weekly special ${stamp}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel SMS' }).click();
    await expect(page.getByText('Scheduled SMS Cancelled!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(figures.nth(4)).toHaveText(String(scheduledBefore));
  });

  test("a second group of the same name is refused with 'Group Exist'", async ({ page }) => {
    await signIn(page, 'shop', 'manager@shop.localhost', { at: '/bulk-sms-dashboard' });
    const name = `Walk-in customers ${Date.now().toString(36)}`;
    await page.getByLabel('New group name').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'SMS groups' })).toContainText(name);
    await page.getByLabel('Contact name').fill('Sibusiso Mthembu');
    await page.getByLabel('Phone number').fill('083 555 0123');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await expect(page.getByRole('list', { name: `Members of ${name}` })).toContainText(
      '+27835550123',
    );
    await page.getByLabel('New group name').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Group Exist')).toBeVisible();
  });

  test("a group's members show a page at a time, with Load more", async ({ page }) => {
    await signIn(page, 'shop', 'manager@shop.localhost', { at: '/bulk-sms-dashboard' });
    const name = `Big group ${Date.now().toString(36)}`;
    await page.getByLabel('New group name').fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'SMS groups' })).toContainText(name);
    // 60 contacts, more than a page of 50, written straight into the group.
    const db = runtimeDeps().db;
    const { data: groups } = await db.entities.smsGroup.query
      .byCompany({ emis: 'vula-trading' })
      .go({ limit: 1000 });
    const group = groups.find((g) => g.name === name)!;
    const numbers = Array.from({ length: 60 }, (_, at) => `+2782556${String(at).padStart(4, '0')}`);
    await db.entities.smsContact
      .put(
        numbers.map((phone, at) => ({
          emis: 'vula-trading',
          group_id: group.id,
          phone,
          name: `Member ${at}`,
        })),
      )
      .go();
    await page.reload();
    await page.getByRole('list', { name: 'SMS groups' }).getByText(name).click();
    const members = page.getByRole('list', { name: `Members of ${name}` });
    await expect(members.getByRole('listitem')).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(members.getByRole('listitem')).toHaveCount(60);
    await expect(members).toContainText(numbers.at(-1)!);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('SMS credits', () => {
  test("the provider's super admin adds credits to a company; only they see the screen", async ({
    page,
  }) => {
    await signIn(page, 'localhost', 'owner@localhost');
    await page.getByRole('link', { name: /SMS Credits/ }).click();
    const form = page.getByRole('form', { name: 'Add SMS credits' });
    await form.getByRole('button', { name: 'Add credits' }).click();
    await expect(form.getByText('Company (emis) is required')).toBeVisible();
    await expect(form.getByText('Credits must be a whole number other than 0')).toBeVisible();

    await form.getByLabel('Company (emis)').fill('no-such-company');
    await form.getByLabel('Credits').fill('5');
    await form.getByRole('button', { name: 'Add credits' }).click();
    await expect(form.getByRole('alert')).toHaveText('No such company');

    await form.getByLabel('Company (emis)').fill('vula-trading');
    await form.getByLabel('Credits').fill('25');
    await form.getByLabel('Note (optional)').fill('Invoice 2026-114 paid');
    await form.getByRole('button', { name: 'Add credits' }).click();
    await expect(page.getByText(/vula-trading now has \d+ SMS credits\./)).toBeVisible();
    const changed = page.getByRole('list', { name: 'Balances changed' });
    await expect(changed).toContainText('vula-trading');
  });

  test('a manager elsewhere has no SMS Credits tile, and the screen refuses them', async ({
    page,
  }) => {
    await signIn(page, 'shop', 'manager@shop.localhost');
    await expect(page.getByRole('link', { name: /Bulk SMS/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /SMS Credits/ })).toHaveCount(0);
    await page.goto(site('shop', '/sms-credits'));
    await expect(page.getByRole('heading', { name: 'Access Denied!' })).toBeVisible();
  });

  test('staff are refused Bulk SMS and Bulk Email', async ({ page }) => {
    await signIn(page, 'shop', 'staff@shop.localhost');
    for (const path of ['/bulk-sms-dashboard', '/bulk-emails-dashboard']) {
      await page.goto(site('shop', path));
      await expect(page.getByRole('heading', { name: 'Access Denied!' })).toBeVisible();
    }
  });
});
