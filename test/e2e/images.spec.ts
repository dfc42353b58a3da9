import { expect, test } from '@playwright/test';
import { signIn, site } from './support';

// A real 1x1 PNG, and a Windows program's first bytes under a .png name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode.'),
]);

test.describe('Manage Site Images', () => {
  test('an image uploaded to the gallery shows in the grid, at its address and on the public gallery; an .exe named .png is refused', async ({
    page,
    request,
  }) => {
    const stamp = `e2e-${Date.now().toString(36)}`;
    await signIn(page, 'shop', 'admin@shop.localhost', { at: '/manage-images' });
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name: 'Gallery', exact: true }).click();

    // Nothing chosen: the spec's one message.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload an image' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Specify the File Type and Then Select A File!')).toBeVisible();

    // A program renamed .png: the server sniffs the content and writes nothing.
    await dialog
      .getByLabel('Image file')
      .setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: EXE });
    await dialog.getByLabel('Name').fill(`${stamp}-evil`);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('The file is not a PNG or JPEG image')).toBeVisible();

    await dialog
      .getByLabel('Image file')
      .setInputFiles({ name: 'opening.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Name').fill(stamp);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('File Successfuly Uploaded')).toBeVisible();
    await expect(dialog).toBeHidden();

    const grid = page.getByRole('list', { name: 'Gallery images' });
    const image = grid.getByRole('img', { name: new RegExp(`^${stamp}-[a-z0-9]{6}\\.png$`) });
    await expect(image).toBeVisible();
    await expect(grid.getByRole('img', { name: new RegExp(`^${stamp}-evil`) })).toHaveCount(0);
    const name = (await image.getAttribute('alt')) ?? '';

    // Node does not resolve *.localhost: the image's address names its company, not the host.
    const served = await request.get(site('localhost', `/images/gallery/vula-trading/${name}`));
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

    // The public gallery, signed out.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(site('shop', '/images-gallery'));
    await expect(
      page.getByRole('list', { name: 'Pictures' }).locator(`img[src$="/${name}"]`),
    ).toBeVisible();
  });
});
