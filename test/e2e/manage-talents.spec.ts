import { expect, test, type Locator, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { PASSWORD, signIn } from './support';

/** Node does not resolve *.localhost: the runtime is reached by address, the site by Host. */
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;
const HOST = { host: 'agency.localhost' };

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
  // A manager sees the bank details payroll keeps for her (seeded).
  await expect(page.getByText('1478523690')).toBeVisible();
  await expect(page.getByText('Capitec', { exact: true })).toBeVisible();
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
  // Shown as soon as it is in the page; its pixels arrive with their own load.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

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

/** Fetches a URL from the page (its origin, its cookies), as a calendar app would fetch it. */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  }, url);

test('a talent’s private calendar feed link is made, serves their booking as iCalendar, and stops', async ({
  page,
  request,
}, testInfo) => {
  const login = await request.post(api('/auth/login'), {
    headers: HOST,
    data: { email: 'manager@agency.localhost', password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = {
    ...HOST,
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  const stamp = Date.now().toString().slice(-9);
  const name = `Feed Talent ${stamp}`;
  const created = await request.post(api('/auth/create-staff'), {
    headers,
    data: { name, idNumber: `7${stamp}000`, phone: '072 555 0166' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const staffID = ((await created.json()) as { id: string }).id;
  // Within the feed's window: the server's today to a year ahead.
  const today = new Date(process.env.KANTOOR_CLOCK ?? Date.now());
  const day = new Date(today.getTime() + 12 * 86_400_000).toISOString().slice(0, 10);
  const title = `Private fitting ${stamp}`;
  const saved = await request.post(api('/auth/save-event'), {
    headers,
    data: {
      title,
      startDate: `${day} 09:00:00`,
      endDate: `${day} 11:00:00`,
      privacy: 'Yes',
      staffID,
      from: day,
      to: day,
      requestId: ulid(),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const eventId = ((await saved.json()) as Array<{ id: string; title: string }>).find(
    (e) => e.title === title,
  )?.id;
  expect(eventId).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, 'agency', 'manager@agency.localhost');
  await page.goto(page.url().replace('/switchboard', '/manage-talents'));
  await page.getByRole('combobox', { name: 'Talent' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  // A manager sees the payroll fields (none kept yet for this talent).
  await expect(
    page.getByText('No payroll details yet: add them under Manage Employees.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Calendar feed' }).click();
  const link = page.getByRole('textbox', { name: 'Calendar feed link' });
  await expect(link).toHaveValue(/\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await link.inputValue();
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('talent-feed-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('talent-feed-390.png'), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1280, height: 1000 });

  // The link is on this site: fetched from the page, it is the talent's private booking.
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  const feed = await fetchFromPage(page, url);
  expect(feed.status).toBe(200);
  expect(feed.type).toContain('text/calendar');
  expect(feed.body).toContain(`UID:${eventId}@ubuntu-talent.kantoor`);
  expect(feed.body).toContain(title);

  // A new link (asked first) stops the old one.
  await page.getByRole('button', { name: 'New feed link' }).click();
  const renew = page.getByRole('alertdialog', { name: 'Make a new calendar feed link?' });
  await renew.getByRole('button', { name: 'Make a new link' }).click();
  await expect(link).not.toHaveValue(url);
  const second = await link.inputValue();
  expect((await fetchFromPage(page, url)).status).toBe(404);
  expect((await fetchFromPage(page, second)).status).toBe(200);

  // Stop feed (asked first): the link no longer answers.
  await page.getByRole('button', { name: 'Stop feed' }).click();
  const stop = page.getByRole('alertdialog', { name: /Stop .*calendar feed\?/ });
  await stop.getByRole('button', { name: 'Stop feed' }).click();
  // The screen says so once the server has stopped it (while the dialog closes, the page behind
  // it is hidden from the accessibility tree, so the link's absence alone proves nothing yet).
  await expect(page.getByText('The calendar feed link no longer works')).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expect(link).toHaveCount(0);
  expect((await fetchFromPage(page, second)).status).toBe(404);
});
