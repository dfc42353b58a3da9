import { expect, test } from '@playwright/test';
import { seriousViolations, site } from './support';

const PASSWORD = 'Onboard#2026';

test.describe('self-service onboarding of a new company', () => {
  // axe is injected as an inline script, which the page's CSP refuses.
  test.use({ bypassCSP: true });

  test('a company signs up at localhost/onboarding-new-company?plan=Standard, pays in the sandbox, and its manager signs in on its new host and sees its switchboard', async ({
    page,
  }) => {
    // A sign-up (scrypt), the gateway's round trip and a sign-in on a busy machine.
    test.setTimeout(170_000);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const name = `Khanya Plumbing ${tag}`;
    const domain = `khanya-${tag}.localhost`;
    const email = `thabo.${tag}@example.co.za`;

    await page.goto(site('localhost', '/onboarding-new-company?plan=Standard'));
    await expect(
      page.getByRole('heading', { name: 'Start your company on Kantoor' }),
    ).toBeVisible();
    await expect(page.getByTestId('plan-price')).toHaveText('R 1,399.00');
    const form = page.getByRole('form', { name: 'Company sign-up' });
    // The form's own checks first: nothing is sent without the required fields.
    await form.getByRole('button', { name: /^Pay/ }).click();
    await expect(form.getByText('Company name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Company name').fill(name);
    await form.getByLabel('Company email').fill('hello@khanya.example.co.za');
    await form.getByLabel('Company phone').fill('012 555 0190');
    await form.getByLabel('Street address').fill('8 Jacaranda Street');
    await form.getByLabel('City').fill('Pretoria');
    await form.getByLabel('Website domain').fill(domain);
    await form.getByLabel("Manager's name").fill('Thabo Khanye');
    await form.getByLabel("Manager's phone").fill('082 555 0177');
    await form.getByLabel("Manager's email").fill(email);
    await form.getByLabel("Manager's password").fill(PASSWORD);
    await form.getByRole('button', { name: 'Pay R 1,399.00' }).click();

    // The sandbox gateway's page: the plan's yearly price, with Pay and Cancel.
    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R 1399.00');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/payment-complete\?kind=onboarding&token=/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(`${name} is ready on Kantoor Standard`)).toBeVisible();
    await page.getByRole('link', { name: `Sign in to ${name}` }).click();

    // The new company's own host answers at once (locally every *.localhost does).
    await expect(page).toHaveURL(`http://${domain}:${process.env.E2E_PORT}/login`);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/switchboard$/, { timeout: 60_000 });
    const tiles = page.getByRole('list', { name: 'Switchboard' });
    await expect(tiles.getByRole('link', { name: /Front Page/ })).toBeVisible();
    await expect(tiles.getByRole('link', { name: /Manage Users/ })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`Company: ${name}`) })).toBeVisible();

    // Its domain panel: active, nothing to set in DNS.
    await tiles.getByRole('link', { name: /Site Domain/ }).click();
    await expect(page.getByRole('heading', { name: domain })).toBeVisible();
    await expect(page.getByTestId('domain-state')).toHaveText('Active');
  });
});

test.describe('a cancelled sign-up', () => {
  test('a visitor who cancels on the gateway page is told nothing was charged', async ({
    page,
  }) => {
    test.setTimeout(170_000);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    await page.goto(site('localhost', '/onboarding-new-company?plan=Premium'));
    const form = page.getByRole('form', { name: 'Company sign-up' });
    await form.getByLabel('Company name').fill(`Cancelled ${tag}`);
    await form.getByLabel('Company email').fill('hello@cancelled.example.co.za');
    await form.getByLabel('Company phone').fill('012 555 0191');
    await form.getByLabel('Website domain').fill(`cancelled-${tag}.localhost`);
    await form.getByLabel("Manager's name").fill('Lindiwe Dube');
    await form.getByLabel("Manager's phone").fill('082 555 0178');
    await form.getByLabel("Manager's email").fill(`lindiwe.${tag}@example.co.za`);
    await form.getByLabel("Manager's password").fill(PASSWORD);
    await form.getByRole('button', { name: 'Pay R 2,999.00' }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cancel-onboarding\?token=/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled!' })).toBeVisible();
    await expect(page.getByText(`cancelled-${tag}.localhost is free again`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      '/onboarding-new-company?plan=Premium',
    );
  });
});
