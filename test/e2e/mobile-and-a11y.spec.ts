import { expect, test } from '@playwright/test';
import { gotoPublic, seriousViolations, signIn, site } from './support';

test.describe('under 600 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home and switchboard stay usable; the drawer collapses into a menu', async ({ page }) => {
    await page.goto(site('shop'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/home-390.png', fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await signIn(page, 'shop', 'admin@shop.localhost');
    await expect(page.getByRole('complementary', { name: 'Drawer' })).toBeHidden();
    await page.screenshot({ path: 'test-results/screenshots/switchboard-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Manage Database' }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Front Page' }).click();
    await expect(page).toHaveURL(/\/company-website$/);
  });
});

test('a person who asks for less motion gets endless animations once, not forever', async ({
  page,
}) => {
  await gotoPublic(page, site('shop'));
  // The app's spinner and skeleton, as its stylesheet draws them.
  const iterations = () =>
    page.evaluate(() =>
      ['animate-spin', 'animate-pulse'].map((name) => {
        const element = document.createElement('span');
        element.className = name;
        document.body.append(element);
        const [animation] = element.getAnimations();
        const count = animation?.effect?.getComputedTiming().iterations;
        element.remove();
        return count;
      }),
    );
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await iterations()).toEqual([Infinity, Infinity]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await iterations()).toEqual([1, 1]);
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  // Our Content-Security-Policy forbids inline scripts, axe's injection included.
  test.use({ bypassCSP: true });
  test('home', async ({ page }) => {
    await page.goto(site('shop'));
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('login', async ({ page }) => {
    await page.goto(site('hope', '/login'));
    await expect(page.getByRole('button', { name: 'Login' }).last()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('switchboard', async ({ page }) => {
    await signIn(page, 'legal', 'manager@legal.localhost');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
