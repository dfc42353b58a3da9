import { expect, test } from '@playwright/test';
import { site } from './support';

// Issue 26 item 6: each template's home at a phone's and a desktop's width: the company's name
// whole, every section's heading painted without scrolling (a full-page capture or a printout
// shows them), the header's Sign in leading to /login, and the hero panel only where the
// template's design has it.
const TEMPLATES = [
  { host: 'hope', template: 'donation', panel: false },
  { host: 'school', template: 'reveal', panel: false },
  { host: 'legal', template: 'default', panel: false },
  { host: 'shop', template: 'default', panel: true },
  { host: 'localhost', template: 'provider', panel: true },
] as const;

for (const width of [390, 1280]) {
  test.describe(`public templates at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const { host, template, panel } of TEMPLATES) {
      test(`${host} (${template})`, async ({ page }) => {
        await page.goto(site(host));
        await expect(page.locator(`[data-template="${template}"]`)).toBeVisible();
        const name = page.getByTestId('site-name');
        await expect(name).toBeVisible();
        // Not cut: the name's box holds its whole text.
        const box = await name.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(box.scroll).toBeLessThanOrEqual(box.client);
        expect(await name.textContent()).not.toMatch(/…|\.\.\.$/);
        // The sections have loaded; every one is painted where it stands, nothing waits hidden.
        await expect(page.locator('main section h2').first()).toBeAttached();
        const sections = await page.locator('main section').evaluateAll((list) =>
          list.map((s) => ({
            id: s.id || s.getAttribute('aria-label') || '',
            opacity: getComputedStyle(s).opacity,
            heading: s.querySelector('h2') ? getComputedStyle(s.querySelector('h2')!).opacity : '1',
          })),
        );
        expect(sections.length).toBeGreaterThan(2);
        for (const s of sections) expect(s, s.id).toMatchObject({ opacity: '1', heading: '1' });
        // The Login/Register panel only where the template calls for it.
        await expect(page.getByRole('tab', { name: 'Login' })).toHaveCount(panel ? 1 : 0);
        await expect(page.getByRole('button', { name: 'Hide login' })).toHaveCount(0);
        await page.screenshot({
          path: `test-results/public-templates/${host}-${width}.png`,
          fullPage: true,
        });
        // Sign in from the header, on every template.
        await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
      });
    }
  });
}
