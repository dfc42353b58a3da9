import { expect, test, type Page } from '@playwright/test';
import { imageSize } from '../../functions/src/media/image-size';
import { bannerPng } from '../../infra/local/seed/brand-images';
import { signIn, site } from './support';

// Issue 26 (LCP): a phone downloads the banner's 640-px copy (1024 px at a high pixel density), a
// desktop the original; the copies are made by the uploader's browser.

const HERO = '#root img[fetchpriority="high"]';

/** The home at that width: the banner it shows and every banner file it downloaded. */
async function homeBanner(page: Page, host: 'hope' | 'school', width: number) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/website_banner/'))
      fetched.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width, height: 800 });
  await page.goto(site(host));
  const hero = page.locator(HERO).first();
  await expect(hero).toHaveJSProperty('complete', true);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const currentSrc = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  await page.screenshot({ path: `test-results/screenshots/banner-${host}-${width}.png` });
  return { currentSrc, fetched, hero };
}

test.describe('responsive banners', () => {
  for (const host of ['hope', 'school'] as const) {
    test(`${host}: the phone gets the 640-px copy, the desktop the original`, async ({ page }) => {
      const phone = await homeBanner(page, host, 390);
      expect(phone.currentSrc).toContain('/w640/');
      await expect(phone.hero).toHaveAttribute('sizes', '100vw');
      // The preload chose the same copy: the original is never downloaded on a phone.
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute(
        'imagesrcset',
        /\/w640\/banner-1\.png 640w, .*\/w1024\/banner-1\.png 1024w, .*\/banner-1\.png 1600w/,
      );
      expect(phone.fetched.every((path) => path.includes('/w640/'))).toBe(true);

      const desktop = await homeBanner(page, host, 1280);
      expect(desktop.currentSrc).not.toMatch(/\/w(640|1024)\//);
      expect(desktop.currentSrc).toMatch(/\/website_banner\/[^/]+\/banner-1\.png$/);
    });
  }

  test("the back office's banner upload sends WebP copies the server reads at 640 and 1024 px", async ({
    page,
  }) => {
    await signIn(page, 'shop', 'admin@shop.localhost', { at: '/manage-images' });
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name: 'Website Front Page', exact: true }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload an image' });

    // The body is caught on its way out and answered here: the demo site's banner stays as it is.
    let sent: { variants?: Array<{ width: number; file: string }> } | undefined;
    await page.route('**/auth/upload-image', async (route) => {
      sent = route.request().postDataJSON() as typeof sent;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    await dialog.getByLabel('Image file').setInputFiles({
      name: 'summer.png',
      mimeType: 'image/png',
      buffer: Buffer.from(bannerPng('#0f4c5c', '#f4a261', 1600, 600)),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();

    const variants = sent?.variants ?? [];
    expect(variants.map((v) => v.width)).toEqual([640, 1024]);
    for (const { width, file } of variants) {
      expect(file).toMatch(/^data:image\/webp;base64,/);
      const bytes = new Uint8Array(Buffer.from(file.split(',')[1] ?? '', 'base64'));
      expect(imageSize(bytes)).toEqual({ kind: 'webp', width });
      // A copy is a fraction of the picture (a 1600-px PNG of a gradient).
      expect(bytes.length).toBeLessThan(100_000);
    }
  });
});
