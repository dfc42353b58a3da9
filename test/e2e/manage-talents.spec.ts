import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support';

/** 'R 1,234.56' as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function columnTexts(table: Locator, column: number) {
  return table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
}

// Seeded (functions/src/events/seed.ts): Naledi Dlamini of Ubuntu Talent has bookings at the
// agency's rates, with agency fees.
test('a talent’s Hours & Rate totals are the sums of the bookings’ hours and line totals', async ({
  page,
}, testInfo) => {
  await signIn(page, 'agency', 'manager@agency.localhost');
  await expect(page.getByRole('link', { name: /^Talent/ })).toBeVisible();
  await page.goto(page.url().replace('/switchboard', '/manage-talents'));
  await expect(page.getByRole('heading', { name: 'Manage Talents', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Talent' }).click();
  await page.getByRole('option', { name: /Naledi Dlamini \[/ }).click();
  await expect(page.getByText('9203150123088').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Hours & Rate' }).click();

  const table = page.getByRole('table', { name: 'Bookings' });
  await expect(table.getByTestId('line-total').first()).toBeVisible();
  // Every page of bookings (5 at a time).
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const shown = await table.getByTestId('line-total').count();
    await more.click();
    await expect(table.getByTestId('line-total')).not.toHaveCount(shown);
  }
  const lineTotals = (await columnTexts(table, 6)).map(cents);
  const hours = (await columnTexts(table, 5)).map((h) => Number(h.replace(/,/g, '')));
  expect(lineTotals.length).toBeGreaterThan(0);

  const sum = lineTotals.reduce((a, b) => a + b, 0);
  expect(cents(await page.getByTestId('total-line-total').innerText())).toBe(sum);
  const hoursSum = Math.round(hours.reduce((a, b) => a + b, 0) * 100) / 100;
  expect(Number((await page.getByTestId('total-hours').innerText()).replace(/,/g, ''))).toBe(
    hoursSum,
  );
  // The payout is the line totals less the agency's share.
  const payout = cents(await page.getByTestId('total-payout').innerText());
  expect(payout).toBeGreaterThan(0);
  expect(payout).toBeLessThanOrEqual(sum);

  await page.screenshot({ path: testInfo.outputPath('talents-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('talents-390.png'), fullPage: true });
  // The page itself never scrolls sideways on a phone (a wide table scrolls in its own box).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);

  // Bookings: the talent's calendar (its own chunk, loaded on demand).
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const bookings = page.getByRole('region', { name: 'Bookings calendar' });
  await expect(bookings).toBeVisible();
  await expect(bookings.getByText('Today', { exact: true })).toBeVisible();
});

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a new talent is added, given a picture and a city, and keeps them after a reload', async ({
  page,
}) => {
  const stamp = Date.now().toString().slice(-9);
  const name = `Lerato Test ${stamp}`;
  await signIn(page, 'agency', 'manager@agency.localhost');
  await page.goto(page.url().replace('/switchboard', '/manage-talents'));

  // The form's one message when a required field is missing, then the talent.
  const form = page.getByRole('form', { name: 'New talent' });
  await form.getByRole('button', { name: 'Add talent' }).click();
  await expect(form.getByText('ID Number, Names And Phone  Fields Are Required!')).toBeVisible();
  await form.getByLabel('Names').fill(name);
  await form.getByLabel('ID number').fill(`8${stamp}0000`);
  await form.getByLabel('Phone').fill('072 555 0177');
  await form.getByRole('button', { name: 'Add talent' }).click();
  await expect(page.getByRole('combobox', { name: 'Talent' })).toContainText(name);

  // The picture: images only, into the staff folder, shown back.
  const picture = page.getByLabel('Profile picture');
  await picture.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByText('Choose an image file (PNG or JPEG).')).toBeVisible();
  await picture.setInputFiles({ name: 'lerato.png', mimeType: 'image/png', buffer: PNG });
  const image = page.getByRole('img', { name: `${name}’s picture` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Bio: the staff row's fields through the table engine.
  await page.getByRole('tab', { name: 'Bio' }).click();
  const bio = page.getByRole('form', { name: 'Bio' });
  await bio.getByLabel('City').fill('Durban');
  await bio.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved')).toBeVisible();

  await page.reload();
  await page.getByRole('combobox', { name: 'Talent' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByText('Durban').first()).toBeVisible();
  await expect(page.getByRole('img', { name: `${name}’s picture` })).toBeVisible();
});
