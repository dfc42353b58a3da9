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
