import { expect, test } from '@playwright/test';
import { createInvitation } from '../../functions/src/auth/invitations';
import {
  PASSWORD,
  runtimeDeps,
  signIn,
  signInWithForm,
  site,
  uniqueEmail,
  gotoPublic,
} from './support';

test.describe('sign-in screens and the back office frame', () => {
  test('a protected path sends a signed-out visitor to /', async ({ page }) => {
    await page.goto(site('shop', '/settings'));
    await expect(page).toHaveURL(site('shop', '/'));
    await page.goto(site('shop', '/no-such-page'));
    await expect(page).toHaveURL(site('shop', '/'));
  });

  test("a wrong password shows 'Access Denied!' with the server's reason", async ({ page }) => {
    await page.goto(site('shop', '/login'));
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill('manager@shop.localhost');
    await form.getByLabel('Password').fill('Wrong#Password1');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toHaveText('Access Denied! Invalid email or password');
  });

  test('the manager lands on the switchboard with tiles and the full drawer; sign out returns to /', async ({
    page,
  }) => {
    await signInWithForm(page, 'shop', 'manager@shop.localhost');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
    await expect(
      page.getByRole('list', { name: 'Switchboard' }).getByRole('link', { name: /Front Page/ }),
    ).toBeVisible();
    const drawer = page.getByRole('navigation', { name: 'Main' });
    for (const item of [
      'Switchboard',
      'Front Page',
      'Gallery',
      'Quotations',
      'Manage Database',
      'Manage Products',
      'Manage Settings',
    ]) {
      await expect(drawer.getByRole('link', { name: item })).toBeVisible();
    }
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(site('shop', '/'));
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto(site('shop', '/switchboard'));
    await expect(page).toHaveURL(site('shop', '/'));
  });

  test('staff see no level-7 drawer items', async ({ page }) => {
    await signIn(page, 'shop', 'staff@shop.localhost');
    const drawer = page.getByRole('navigation', { name: 'Main' });
    await expect(drawer.getByRole('link', { name: 'Gallery' })).toBeVisible();
    for (const item of ['Quotations', 'Manage Database', 'Manage Products', 'Manage Settings']) {
      await expect(drawer.getByRole('link', { name: item })).toHaveCount(0);
    }
  });

  test("register needs every field ('All Fields Are Required!'), then signs the new member in", async ({
    page,
  }) => {
    await page.goto(site('agency', '/register'));
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('alert')).toHaveText('All Fields Are Required!');
    const email = uniqueEmail('newbie');
    await form.getByLabel('Full name').fill('Ayanda Dlamini');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('071 555 0123');
    await form.getByLabel('Password').fill('Agency#2026');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/switchboard$/);
    await expect(page.getByRole('main').getByText(/Everybody/)).toBeVisible();
  });

  test('an invitation link opens the register page prefilled and signs in at the invited level', async ({
    page,
  }) => {
    const deps = runtimeDeps();
    const email = uniqueEmail('invited');
    const { token } = await createInvitation(deps, deps.tenant('12824090253'), {
      name: 'Lerato Molefe',
      email,
      phone: '082 555 0177',
      alevel: 5,
    });
    await page.goto(site('school', `/register?token=${token}`));
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByText('You were invited to join as Staff.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Lerato Molefe');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('Password').fill('Invited#2026');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/switchboard$/);
    await expect(page.getByText('Staff', { exact: false }).first()).toBeVisible();
  });

  test('the company switcher moves the session to another company of the user', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('twofirms');
    const body = { name: 'Kagiso Sithole', email, tel: '0825550100', password: PASSWORD };
    for (const host of ['legal.localhost', 'agency.localhost']) {
      const response = await request.post(
        `http://127.0.0.1:${process.env.E2E_PORT}/auth/register`,
        {
          data: body,
          headers: { host: `${host}:${process.env.E2E_PORT}` },
        },
      );
      expect(response.status()).toBe(200);
    }
    await signIn(page, 'legal', email);
    await page.getByRole('button', { name: /Switch company/ }).click();
    await page.getByRole('menuitem', { name: /Ubuntu Talent/ }).click();
    await expect(page.getByText('You are now working in Ubuntu Talent Agency')).toBeVisible();
    await expect(page.getByRole('button', { name: /Company: Ubuntu Talent Agency/ })).toBeVisible();
    await page.getByRole('button', { name: /Switch company/ }).click();
    await page.getByRole('menuitem', { name: 'Create a new company' }).click();
    await expect(page).toHaveURL(/\/create-company$/);
  });

  test('the super admin follows the outbox in local mode', async ({ page }) => {
    await gotoPublic(page, site('localhost', '/contact-us'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Outbox Reader');
    await form.getByLabel('Email').fill('reader@example.co.za');
    await form.getByLabel('Phone').fill('082 555 0111');
    await form.getByLabel('Subject').fill('Outbox trail');
    await form.getByLabel('Message').fill('Please call me back.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
    await signIn(page, 'localhost', 'owner@localhost');
    await page.getByRole('link', { name: /Local Outbox/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Website enquiry: Outbox trail' }).first(),
    ).toBeVisible();
  });
});
