import { expect, test, type Page } from '@playwright/test';
import { createInvitation } from '../../functions/src/auth/invitations';
import { runtimeDeps, site, uniqueEmail } from './support';

// Issue 29 (POPIA s24): a parent corrects their own name under My details and the header shows
// it. A parent invited here, so no demo person's name changes.
const SCHOOL = '12824090253';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/e2e/my-details-${name}-${width}.png`,
      fullPage: true,
    });
  }
}

test('a parent corrects their name and phone under My details and sees the name in the header', async ({
  page,
}) => {
  const deps = runtimeDeps();
  const email = uniqueEmail('mydetails');
  const { token } = await createInvitation(deps, deps.tenant(SCHOOL), {
    name: 'Palesa Dlamini',
    email,
    phone: '082 555 0188',
    alevel: 3,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site('school', `/register?token=${token}`));
  const register = page.getByRole('form', { name: 'Register' });
  await expect(register.getByLabel('Full name')).toHaveValue('Palesa Dlamini');
  await register.getByLabel('Password').fill('MyDetails#2026');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/switchboard$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(/Palesa Dlamini/)).toBeVisible();

  // Reached from the header, next to Sign-in security, by keyboard too.
  await header.getByRole('link', { name: 'My details' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/details$/);
  const form = page.getByRole('form', { name: 'My details' });
  await expect(form.getByLabel('Full name')).toHaveValue('Palesa Dlamini');
  await expect(form.getByLabel('Phone')).toHaveValue('082 555 0188');
  await expect(page.getByText(email)).toBeVisible();

  // An empty phone: the registration's message, nothing saved.
  await form.getByLabel('Phone').fill('');
  await form.getByRole('button', { name: 'Save my details' }).click();
  await expect(form.getByText('All Fields Are Required!').first()).toBeVisible();
  await shoot(page, 'error');

  await form.getByLabel('Full name').fill('Palesa Mahlangu');
  await form.getByLabel('Phone').fill('083 555 0199');
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Your details are saved')).toBeVisible();
  await expect(header.getByText(/Palesa Mahlangu/)).toBeVisible();
  await shoot(page, 'saved');

  // A fresh load reads the saved account.
  await page.reload();
  await expect(page.getByRole('form', { name: 'My details' }).getByLabel('Phone')).toHaveValue(
    '083 555 0199',
  );
  await expect(page.getByRole('banner').getByText(/Palesa Mahlangu/)).toBeVisible();
});
