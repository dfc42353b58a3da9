import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { site, uniqueEmail } from './support';

// Issue 29's done-when: a browser enrols TOTP, signs in with a code, is refused the same code
// again, and signs in with a recovery code once. A new person (registered here), so no demo
// user's sign-in changes.
const PASSWORD = 'TwoFactor#2026';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/e2e/two-factor-${name}-${width}.png`,
      fullPage: true,
    });
  }
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

async function password(page: Page, email: string) {
  await page.goto(site('agency', '/login'));
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('form', { name: 'Code' })).toBeVisible();
}

async function code(page: Page, value: string) {
  const form = page.getByRole('form', { name: 'Code' });
  await form.getByLabel('Code').fill(value);
  await form.getByRole('button', { name: 'Verify' }).click();
}

test('enrols TOTP, signs in with a code once, and with a recovery code once', async ({ page }) => {
  const email = uniqueEmail('twofactor');
  await page.goto(site('agency', '/register'));
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('Full name').fill('Zanele Mokoena');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('071 555 0199');
  await register.getByLabel('Password').fill(PASSWORD);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/switchboard$/);

  await page.getByRole('link', { name: 'Sign-in security' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
  await expect(
    page.getByText('Off. Your account is protected by your password only.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The app reads the URI (the QR code's content); the key shown is the same secret.
  const uri = await page.getByTestId('two-factor-uri').getAttribute('href');
  const totp = OTPAuth.URI.parse(uri ?? '') as OTPAuth.TOTP;
  const key = (await page.getByTestId('two-factor-key').textContent())?.replace(/\s/g, '');
  expect(key).toBe(totp.secret.base32);
  await shoot(page, 'enrolment');

  const enrol = page.getByRole('form', { name: 'Enrol' });
  await enrol.getByLabel('Code from the app').fill(totp.generate());
  await enrol.getByRole('button', { name: 'Turn on' }).click();
  const recovery = page.getByRole('region', { name: 'Recovery codes' });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  const codes = await recovery.getByRole('listitem').allTextContents();
  await recovery.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/On since .* 10 of 10 recovery codes left/)).toBeVisible();

  // The password alone no longer signs in: the code screen asks.
  await signOut(page);
  await password(page, email);
  await shoot(page, 'code');
  // The next period's code (the confirmation spent this one's).
  const next = totp.generate({ timestamp: Date.now() + 30_000 });
  await code(page, next);
  await expect(page).toHaveURL(/\/switchboard$/);

  // The same code again is refused.
  await signOut(page);
  await password(page, email);
  await code(page, next);
  await expect(page.getByRole('form', { name: 'Code' }).getByRole('alert')).toContainText(
    'not valid',
  );

  // A recovery code signs in once, and the screen suggests setting up again.
  await password(page, email);
  await code(page, codes[0]!);
  await expect(page).toHaveURL(/\/account\/security\?recovered=1$/);
  await expect(page.getByText(/You signed in with a recovery code/)).toBeVisible();
  await expect(page.getByText(/9 of 10 recovery codes left/)).toBeVisible();
  await signOut(page);
  await password(page, email);
  await code(page, codes[0]!);
  await expect(page.getByRole('form', { name: 'Code' }).getByRole('alert')).toContainText(
    'not valid',
  );
});
