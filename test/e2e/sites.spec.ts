import { expect, test } from '@playwright/test';
import { gotoPublic, signIn, site } from './support';

test.describe('tenant public websites', () => {
  test('the charity shows the donation template with its goals, map and no sign-in tabs', async ({
    page,
  }) => {
    await page.goto(site('hope'));
    await expect(page.locator('[data-template="donation"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our goals' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveCount(0);
    // The map is a link (an embedded frame painted an empty box where it could not load).
    await expect(page.getByRole('link', { name: /Find us on the map/ })).toBeVisible();
    // The theme is the company's own colours.
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
    );
    expect(brand.toLowerCase()).toBe('#be123c');
    await expect(page.getByRole('button', { name: 'Donate' }).first()).toBeVisible();
  });

  test("the Donate dialog checks the spec's rules, leaves for the card gateway and comes back cancelled", async ({
    page,
  }) => {
    await page.goto(site('hope'));
    await page.getByRole('button', { name: 'Donate' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Donate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Kindly Enter Your Names and Phone Number!');
    await dialog.getByLabel('Your names').fill('Thandeka Mokoena');
    await dialog.getByLabel('Phone number').fill('082 555 0101');
    await dialog.getByLabel('Amount (ZAR)').fill('5');
    await dialog.getByRole('button', { name: 'Donate' }).click();
    await expect(dialog.getByText('Minimum Donation Amount is ZAR10!')).toBeVisible();
    await dialog.getByLabel('Amount (ZAR)').fill('150');
    await dialog.getByRole('button', { name: 'Donate' }).click();
    await expect(page).toHaveURL(/\/sandbox-gateway\/order\//, { timeout: 60_000 });
    await expect(page.getByTestId('sandbox-amount')).toHaveText('R 150.00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/payment-complete\?cancelled=1&token=/);
    await expect(page.getByRole('heading', { name: 'Payment Cancelled!' })).toBeVisible();
  });

  test('the provider shows pricing in ZAR, the store teaser and its calls to action', async ({
    page,
  }) => {
    await page.goto(site('localhost'));
    await expect(page.locator('[data-template="provider"]')).toBeVisible();
    await expect(page.getByTestId('plan-price-Standard')).toHaveText('R 1,399.00');
    await expect(page.getByTestId('plan-price-Premium')).toHaveText('R 2,999.00');
    await expect(page.getByTestId('plan-price-Legal')).toHaveText('R 4,499.00');
    const store = page.getByRole('region', { name: 'Our online store' });
    await expect(store.getByText('Refurbished laptops and phones')).toBeVisible();
    await expect(store.getByText('Secure card payment')).toBeVisible();
    await expect(store.getByText('Free delivery in Gauteng')).toBeVisible();
    await expect(store.getByText('72-hour delivery')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Invoices' })).toHaveAttribute(
      'href',
      '/free-invoices-and-quotes',
    );
    await expect(page.getByRole('link', { name: 'Try it For Free' })).toHaveAttribute(
      'href',
      '/free-invoices-and-quotes',
    );
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { name: 'Our Branches / Offices' })).toBeVisible();
  });

  test('the school shows the reveal template and the shop the default one, each with its sections', async ({
    page,
  }) => {
    // The reveal effect is motion: the suite's default (less motion) turns it off.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoPublic(page, site('school'));
    await expect(page.locator('[data-template="reveal"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: /School life/ })).toBeAttached();
    // Jumping straight to the bottom leaves no section hidden by the reveal effect.
    await expect(page.getByRole('heading', { name: 'Contact us', level: 2 })).toBeAttached();
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('section[id]')].map((s) => getComputedStyle(s).opacity),
        ),
      )
      .toEqual(expect.not.arrayContaining(['0']));
    // Hydrated before the question is pressed: until then the server's button does nothing.
    await gotoPublic(page, site('shop'));
    await expect(page.locator('[data-template="default"]')).toBeVisible();
    for (const name of [
      'About us',
      'Why choose us',
      'Promotions',
      'Frequently asked questions',
      'Contact us',
    ]) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeAttached();
    }
    await page
      .getByRole('button', { name: /Do you deliver|deliver/i })
      .first()
      .click();
    await expect(
      page.getByRole('region', { name: /Do you deliver|deliver/i }).first(),
    ).toBeVisible();
  });

  test('the sign-in tabs show on the business site when signed out, beside the header sign-in link, and hide once signed in', async ({
    page,
  }) => {
    await page.goto(site('shop'));
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide login' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await signIn(page, 'shop', 'admin@shop.localhost');
    // Hydrated: the server's HTML cannot know who is signed in; the page reads it once live.
    await gotoPublic(page, site('shop'));
    await expect(page.locator('[data-template="default"]')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Switchboard' })).toBeVisible();
  });
});
