import { expect, test, type Page } from '@playwright/test';
import { site } from './support';

// The public pages the server renders, on each demo tenant's site (README "demo tenants").
const TENANTS = ['localhost', 'hope', 'school', 'legal', 'agency', 'shop'] as const;
const PATHS = ['/', '/contact-us'] as const;

/** Every console error or warning a page gives, and every page error. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const CSP_OR_HYDRATION =
  /Content Security Policy|Refused to|hydrat|did not match|Minified React error #4(18|19|21|23)/i;

for (const width of [390, 1280]) {
  test.describe(`server-rendered public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    for (const tenant of TENANTS) {
      test(`${tenant}: home and contact-us hydrate with no CSP or hydration error`, async ({
        page,
      }) => {
        const problems = watchConsole(page);
        for (const path of PATHS) {
          await page.goto(site(tenant, path));
          await expect(page.locator('#root h1').first()).toBeVisible();
          // Hydrated: React has taken the server's HTML over.
          await page.waitForFunction(() => {
            const root = document.getElementById('root');
            return Boolean(
              root && Object.keys(root).some((key) => key.startsWith('__reactContainer')),
            );
          });
          await page.waitForLoadState('networkidle');
        }
        expect(problems.filter((text) => CSP_OR_HYDRATION.test(text))).toEqual([]);
      });
    }
  });
}

test('a visitor without JavaScript reads the sections and the contact details', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site('legal'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const id of ['about', 'services', 'contact']) {
    await expect(page.locator(`section#${id}`)).toBeAttached();
  }
  await page.goto(site('legal', '/contact-us'));
  await expect(page.getByRole('heading', { name: 'Our Branches / Offices' })).toBeVisible();
  await context.close();
});

// The other public pages, each on a site that has something to show there.
const MORE_PAGES = [
  ['hope', '/images-gallery'],
  ['shop', '/web-store'],
  ['shop', '/product-details'],
  ['agency', '/events-calendar'],
] as const;

/** The address of the store's first product (from the server's HTML of the store). */
async function firstProduct(page: Page) {
  await page.goto(site('shop', '/web-store'));
  const href = await page.locator('a[href^="/product-details?id="]').first().getAttribute('href');
  if (!href) throw new Error('the demo store lists no product');
  return href;
}

for (const width of [390, 1280]) {
  test.describe(`gallery, store, product and events pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('hydrate with no CSP or hydration error', async ({ page }) => {
      const product = await firstProduct(page);
      const problems = watchConsole(page);
      for (const [tenant, path] of MORE_PAGES) {
        await page.goto(site(tenant, path === '/product-details' ? product : path));
        await expect(page.locator('#root h1').first()).toBeVisible();
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
      }
      // The calendar widget comes after hydration, beside the server's list.
      await expect(page.locator('section.events-calendar')).toBeVisible();
      expect(problems.filter((text) => CSP_OR_HYDRATION.test(text))).toEqual([]);
    });
  });
}

test('a visitor without JavaScript sees the pictures, products, a price and the events', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site('hope', '/images-gallery'));
  await expect(page.getByRole('list', { name: 'Pictures' }).locator('img').first()).toBeVisible();

  const product = await firstProduct(page);
  await expect(
    page.getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.goto(site('shop', product));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/in stock|Sold out/).first()).toBeVisible();

  await page.goto(site('agency', '/events-calendar'));
  const rows = page.getByRole('table', { name: 'Upcoming events' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows.nth(1)).not.toContainText('No events in this period');
  await context.close();
});
