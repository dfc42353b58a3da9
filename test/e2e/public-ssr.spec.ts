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

// What a hydration mismatch would change: the header, the page title and the named sections
// (the hero's sign-in panel fills in after hydration by design).
const SERVED = '#root header, #root h1, #root section[id]';

/**
 * Notes the server's text of SERVED once parsed, before any script of the page has run, and
 * counts the served nodes that hydration takes out (a mismatch replaces them).
 */
function noteServerText() {
  const noted = window as unknown as { kantoorServed: string[]; kantoorReplaced: number };
  noted.kantoorReplaced = 0;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const served = [...document.querySelectorAll('#root header, #root h1, #root section[id]')];
    noted.kantoorServed = served.map((node) => node.textContent);
    const kept = new Set<Node>(served);
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.removedNodes) if (kept.has(node)) noted.kantoorReplaced += 1;
    }).observe(document.getElementById('root') ?? document, { childList: true, subtree: true });
  });
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
        await page.addInitScript(noteServerText);
        for (const path of PATHS) {
          await page.goto(site(tenant, path));
          await expect(page.locator('#root h1').first()).toBeVisible();
          // Hydrated: the page's components have taken the server's HTML over.
          await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
          await page.waitForLoadState('networkidle');
          // Preact mends a mismatch silently: the header, title and sections read as served.
          const { served, replaced, now } = await page.evaluate((selector) => {
            const noted = window as unknown as { kantoorServed: string[]; kantoorReplaced: number };
            return {
              served: noted.kantoorServed,
              replaced: noted.kantoorReplaced,
              now: [...document.querySelectorAll(selector)].map((node) => node.textContent),
            };
          }, SERVED);
          expect(served.length, `${path}: served parts`).toBeGreaterThan(1);
          expect(now, `${path}: after hydration`).toEqual(served);
          expect(replaced, `${path}: served nodes replaced`).toBe(0);
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

/** The scripts a page has downloaded so far, by file name. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.split('/').pop() ?? '')
      .filter((name) => name.endsWith('.js')),
  );

test.describe("the home's forms download when a visitor comes near them (issue 26)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('served whole, started by a tap, a scroll or typing, with nothing typed lost', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(site('shop'));
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // Hydrated, and none of the forms' code (form library, validation, toasts) downloaded: the
    // served forms are on screen as they came.
    const first = await scriptsLoaded(page);
    for (const part of ['sign-in-tabs', 'contact-form', 'newsletter-form', 'schema-form'])
      expect(
        first.filter((name) => name.startsWith(`${part}-`)),
        part,
      ).toEqual([]);
    const panel = page.locator('#sign-in-panel');
    await expect(panel.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(panel.getByLabel('Email')).toBeVisible();

    // A tap on Register before the forms' code came: the live panel shows Register.
    await panel.getByRole('tab', { name: 'Register' }).click();
    await expect(panel.getByRole('form', { name: 'Register' })).toBeVisible();
    expect((await scriptsLoaded(page)).some((name) => name.startsWith('sign-in-tabs-'))).toBe(true);

    // The contact form: scrolled to, typed in at once and sent; the live form takes it all.
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Near Visitor');
    await form.getByLabel('Email').fill('near.visitor@example.co.za');
    await form.getByLabel('Phone').fill('082 555 0142');
    await form.getByLabel('Subject').fill('Deferred form');
    await form.getByLabel('Message').fill('Typed the moment the form came into view.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    // Nothing was sent as a plain form: the address is the page's own.
    expect(new URL(page.url()).search).toBe('');
    expect(problems.filter((text) => CSP_OR_HYDRATION.test(text))).toEqual([]);
  });
});

test.describe("a home's code starts after its banner is painted (issue 26)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Holds every request matching `pattern` until the returned function is called. */
  async function hold(page: Page, pattern: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  // The starter adds the entry's preloads when it starts: none in the page means not started.
  const started = (page: Page) => page.locator('link[rel="modulepreload"]');

  test('no script is asked for while the banner loads; the page goes live once it is painted', async ({
    page,
  }) => {
    const banner = await hold(page, '**/images/website_banner/**');
    await page.goto(site('hope'), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('button', { name: 'Donate' }).first()).toBeVisible();
    expect(await scriptsLoaded(page)).toEqual([]);
    await expect(started(page)).toHaveCount(0);
    banner();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    expect(await started(page).count()).toBeGreaterThan(0);
  });

  test('a button pressed before the page is live is pressed again once it is', async ({ page }) => {
    await hold(page, '**/images/website_banner/**');
    const code = await hold(page, '**/assets/public-*.js');
    await page.goto(site('hope'), { waitUntil: 'domcontentloaded' });
    // The tap starts the code at once (the banner is still on its way); the entry is held here
    // so that the press surely comes before the page is live.
    await page.getByRole('button', { name: 'Donate' }).first().click();
    await expect(started(page).first()).toBeAttached();
    await expect(page.locator('html[data-hydrated="true"]')).not.toBeAttached();
    code();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Your names')).toBeVisible();
  });

  test('a form sent before the page is live is sent once it is, never as a plain post', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const code = await hold(page, '**/assets/public-*.js');
    await page.goto(site('shop'), { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Early Visitor');
    await form.getByLabel('Email').fill('early.visitor@example.co.za');
    await form.getByLabel('Phone').fill('082 555 0143');
    await form.getByLabel('Subject').fill('Before the code');
    await form.getByLabel('Message').fill('Sent before the page had its code.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('html[data-hydrated="true"]')).not.toBeAttached();
    code();
    await expect(page.getByText('Form Submitted Successfully!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
    expect(problems.filter((text) => CSP_OR_HYDRATION.test(text))).toEqual([]);
  });
});
