import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ulid } from 'ulid';
import { PASSWORD, seriousViolations, signIn } from './support';

// The calendar shows Johannesburg times whatever the browser's zone: this browser is in New
// York (six hours behind in March and April 2031), so a wrong zone moves 09:00 to 03:00.
test.use({ timezoneId: 'America/New_York' });

/** Node does not resolve *.localhost: the runtime is reached by address, the site by Host. */
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;
const HOST = { host: 'agency.localhost' };
const unique = () => Date.now().toString(36).slice(-5);

async function managerToken(request: APIRequestContext) {
  const login = await request.post(api('/auth/login'), {
    headers: HOST,
    data: { email: 'manager@agency.localhost', password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** An event saved through the API (an event of its own month, so tests do not meet). */
async function saveEvent(
  request: APIRequestContext,
  token: string,
  event: {
    title: string;
    startDate: string;
    endDate: string;
    privacy: 'Yes' | 'No';
    staffID?: string;
  },
) {
  const saved = await request.post(api('/auth/save-event'), {
    headers: { ...HOST, authorization: `Bearer ${token}` },
    data: { ...event, description: 'Made by the browser test', requestId: ulid() },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A talent of the test's own (so no other test's bookings meet its slots). */
async function newTalent(request: APIRequestContext, token: string) {
  const idNumber = `9${Date.now().toString().slice(-12)}`;
  const created = await request.post(api('/auth/create-staff'), {
    headers: { ...HOST, authorization: `Bearer ${token}` },
    data: { name: `Test Talent ${unique()}`, idNumber, phone: '072 555 0199' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

/** Drags the pointer from one element's middle to another's, as a person would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('The event or the day is not on the page');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 5, start.y + start.height / 2 + 5, {
    steps: 5,
  });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** The browser's today (the calendar opens on its month), whatever the machine's date. */
const showMonthOf = (page: Page, iso: string) => page.clock.setFixedTime(new Date(iso));

test('staff drag an event to another day, and find it there after a reload, in Johannesburg time', async ({
  page,
  request,
}, testInfo) => {
  const title = `Wardrobe fitting ${unique()}`;
  await saveEvent(request, await managerToken(request), {
    title,
    startDate: '2031-03-10 09:00:00',
    endDate: '2031-03-10 11:00:00',
    privacy: 'No',
  });
  await showMonthOf(page, '2031-03-12T10:00:00+02:00');
  // Tall enough for the whole month: the mouse drags only within the viewport.
  await page.setViewportSize({ width: 1280, height: 1500 });
  await signIn(page, 'agency', 'manager@agency.localhost');
  await page.goto(page.url().replace('/switchboard', '/events-calendar'));

  const calendar = page.getByRole('region', { name: 'Events calendar' });
  const event = calendar.locator('a, [role="button"], div').filter({ hasText: title }).last();
  const from = calendar.locator('[data-date="2031-03-10"]').last();
  await expect(from).toContainText(title);
  // 09:00 in Johannesburg, not 03:00 (New York).
  await expect(from).toContainText(/9(:00)?\s?a/i);

  const target = calendar.locator('[data-date="2031-03-17"]').last();
  await calendar.scrollIntoViewIfNeeded();
  await calendar.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await drag(page, event, target);
  await expect(page.getByText('Event moved')).toBeVisible();

  await page.reload();
  const moved = calendar.locator('[data-date="2031-03-17"]').last();
  await expect(moved).toContainText(title);
  await expect(moved).toContainText(/9(:00)?\s?a/i);
  await expect(calendar.locator('[data-date="2031-03-10"]').last()).not.toContainText(title);
  const table = page.getByRole('table', { name: 'Upcoming events' });
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('2031-03-17 09:00');

  // Clicking the event opens it, filled (staff may change it).
  await moved.getByText(title).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue(title);
  await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dialog-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  // The dialog scrolls within the phone's height: its buttons are reachable.
  await dialog.getByRole('button', { name: 'Book Now' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('dialog-390.png') });
});

test('a visitor sees public events only, in the table and the calendar, without the view selector', async ({
  page,
  request,
}, testInfo) => {
  const tag = unique();
  const token = await managerToken(request);
  await saveEvent(request, token, {
    title: `Open casting ${tag}`,
    startDate: '2031-04-08 10:00:00',
    endDate: '2031-04-08 14:00:00',
    privacy: 'No',
  });
  await saveEvent(request, token, {
    title: `Private fitting ${tag}`,
    startDate: '2031-04-09 10:00:00',
    endDate: '2031-04-09 12:00:00',
    privacy: 'Yes',
  });
  await showMonthOf(page, '2031-04-15T10:00:00+02:00');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`http://agency.localhost:${process.env.E2E_PORT}/events-calendar`);
    const calendar = page.getByRole('region', { name: 'Events calendar' });
    const table = page.getByRole('table', { name: 'Upcoming events' });
    await expect(calendar.locator('[data-date="2031-04-08"]').last()).toContainText(
      `Open casting ${tag}`,
    );
    await expect(table).toContainText(`Open casting ${tag}`);
    await expect(page.getByText(`Private fitting ${tag}`)).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Privacy' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'View' })).toHaveCount(0);
    // The site's header and footer frame the public calendar.
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // No sideways scrolling on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    await page.screenshot({ path: testInfo.outputPath(`visitor-${width}.png`), fullPage: true });
  }

  // Signed in, the private event, the Privacy column and the view selector appear.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'agency', 'manager@agency.localhost');
  await page.goto(page.url().replace('/switchboard', '/events-calendar'));
  const table = page.getByRole('table', { name: 'Upcoming events' });
  await expect(table).toContainText(`Private fitting ${tag}`);
  await expect(table.getByRole('columnheader', { name: 'Privacy' })).toBeVisible();
  const view = page.getByRole('combobox', { name: 'View' });
  await view.click();
  await page.getByRole('option', { name: 'Week View' }).click();
  await expect(view).toHaveText('Week View');
  await page.screenshot({ path: testInfo.outputPath('staff-week-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('staff-week-390.png'), fullPage: true });
});

test('a move the server refuses (the talent is already booked then) goes back, with the reason', async ({
  page,
  request,
}) => {
  const token = await managerToken(request);
  const talent = await newTalent(request, token);
  const tag = unique();
  await saveEvent(request, token, {
    title: `Shoot A ${tag}`,
    startDate: '2031-05-13 10:00:00',
    endDate: '2031-05-13 12:00:00',
    privacy: 'Yes',
    staffID: talent,
  });
  await saveEvent(request, token, {
    title: `Shoot B ${tag}`,
    startDate: '2031-05-14 10:00:00',
    endDate: '2031-05-14 12:00:00',
    privacy: 'Yes',
    staffID: talent,
  });
  await showMonthOf(page, '2031-05-20T10:00:00+02:00');
  await page.setViewportSize({ width: 1280, height: 1500 });
  await signIn(page, 'agency', 'manager@agency.localhost');
  await page.goto(page.url().replace('/switchboard', '/events-calendar'));

  const calendar = page.getByRole('region', { name: 'Events calendar' });
  const dayB = calendar.locator('[data-date="2031-05-14"]').last();
  await expect(dayB).toContainText(`Shoot B ${tag}`);
  await calendar.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await drag(
    page,
    dayB.getByText(`Shoot B ${tag}`),
    calendar.locator('[data-date="2031-05-13"]').last(),
  );
  await expect(page.getByText('This talent is already booked at that time')).toBeVisible();
  await expect(dayB).toContainText(`Shoot B ${tag}`);
  await expect(calendar.locator('[data-date="2031-05-13"]').last()).not.toContainText(
    `Shoot B ${tag}`,
  );
  await page.reload();
  await expect(calendar.locator('[data-date="2031-05-14"]').last()).toContainText(`Shoot B ${tag}`);
});

/** A client and a rate of the test's own, for a booking with money. */
async function clientAndRate(request: APIRequestContext, token: string) {
  const headers = { ...HOST, authorization: `Bearer ${token}` };
  const u = `${Date.now() % 1e7}`;
  const client = await request.post(api('/auth/save-client'), {
    headers,
    data: {
      name: `Blue Sky Films ${u}`,
      clientReference: '',
      phone: `083 ${u.slice(-7, -4)} ${u.slice(-4)}`,
      email: `films.${u}@example.co.za`,
    },
  });
  expect(client.ok(), await client.text()).toBe(true);
  const rate = await request.post(api('/auth/create-staff-rate'), {
    headers,
    data: { name: `Shoot ${u}`, price: '350.00' },
  });
  expect(rate.ok(), await rate.text()).toBe(true);
  return {
    clientID: ((await client.json()) as { id: string }).id,
    clientName: `Blue Sky Films ${u}`,
    rateID: ((await rate.json()) as { rate: { id: string } }).rate.id,
  };
}

test('an admin invoices a booking from its dialog, sees the invoice, and it can no longer be moved', async ({
  page,
  request,
}, testInfo) => {
  const token = await managerToken(request);
  const talent = await newTalent(request, token);
  const { clientID, clientName, rateID } = await clientAndRate(request, token);
  const title = `Commercial shoot ${unique()}`;
  // 8 h at R350 plus 15 %: R2,800 payout, R420 fee, R3,220.
  const saved = await request.post(api('/auth/save-event'), {
    headers: { ...HOST, authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Made by the browser test',
      startDate: '2031-06-10 09:00:00',
      endDate: '2031-06-10 17:00:00',
      privacy: 'Yes',
      staffID: talent,
      clientID,
      rateID,
      hours: 8,
      agencyFee: 0.15,
      agencyFeeName: 'Standard',
      requestId: ulid(),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await showMonthOf(page, '2031-06-12T10:00:00+02:00');
  await page.setViewportSize({ width: 1280, height: 1500 });
  await signIn(page, 'agency', 'admin@agency.localhost');
  await page.goto(page.url().replace('/switchboard', '/events-calendar'));
  const calendar = page.getByRole('region', { name: 'Events calendar' });
  const day = calendar.locator('[data-date="2031-06-10"]').last();
  await expect(day).toContainText(title);
  await day.getByText(title).click();

  const dialog = page.getByRole('dialog', { name: title });
  const invoice = dialog.getByRole('button', { name: 'Invoice booking' });
  await expect(invoice).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-dialog-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await invoice.scrollIntoViewIfNeeded();
  await expect(invoice).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('invoice-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 1500 });

  await invoice.click();
  const confirm = page.getByRole('alertdialog', { name: `Invoice this booking to ${clientName}?` });
  await expect(confirm).toContainText('R 3,220.00');
  await confirm.getByRole('button', { name: 'Invoice booking' }).click();
  const invoiced = dialog.getByRole('link', { name: /Invoiced: #\d+/ });
  await expect(invoiced).toBeVisible();
  const number = Number((await invoiced.innerText()).replace(/\D/g, ''));
  expect(number).toBeGreaterThan(0);
  await expect(invoiced).toHaveAttribute(
    'href',
    `/edit-and-print-invoice?selectedInvoice=${number}`,
  );
  await expect(page.getByText(`Invoice #${number} made for ${clientName}`)).toBeVisible();
  // Settled: read-only, no save, no delete.
  await expect(dialog.getByRole('textbox', { name: /Title/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('invoiced-dialog-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('invoiced-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 1500 });

  // The invoice is there, for the booking's client, at its line total plus VAT.
  const read = await request.post(api('/auth/get-invoice-data'), {
    headers: { ...HOST, authorization: `Bearer ${token}` },
    data: { invoiceNumber: number },
  });
  expect(read.ok(), await read.text()).toBe(true);
  expect(await read.text()).toContain(clientID);

  // After a reload the booking cannot be dragged: no save is even sent, and it stays.
  await page.reload();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/auth/save-event')) saves.push(r.url());
  });
  await expect(day).toContainText(title);
  await calendar.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await drag(page, day.getByText(title), calendar.locator('[data-date="2031-06-17"]').last());
  await expect(page.getByText('Event moved')).toHaveCount(0);
  await page.reload();
  await expect(calendar.locator('[data-date="2031-06-10"]').last()).toContainText(title);
  await expect(calendar.locator('[data-date="2031-06-17"]').last()).not.toContainText(title);
  expect(saves).toEqual([]);
});

test('the public calendar links its iCal feed on the same site, which serves public events only', async ({
  page,
  request,
}) => {
  const tag = unique();
  const token = await managerToken(request);
  // Within the feed's window (the server's today to a year ahead).
  const today = new Date(process.env.KANTOOR_CLOCK ?? Date.now());
  const when = new Date(today.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
  await saveEvent(request, token, {
    title: `Open casting feed ${tag}`,
    startDate: `${when} 10:00:00`,
    endDate: `${when} 12:00:00`,
    privacy: 'No',
  });
  await saveEvent(request, token, {
    title: `Private fitting feed ${tag}`,
    startDate: `${when} 13:00:00`,
    endDate: `${when} 14:00:00`,
    privacy: 'Yes',
  });
  await page.goto(`http://agency.localhost:${process.env.E2E_PORT}/events-calendar`);
  const link = page.getByRole('link', { name: 'Subscribe (iCal)' });
  await expect(link).toHaveAttribute('href', '/events.ics');
  // What the link fetches, from the page's own origin (as a click would).
  const feed = await page.evaluate(
    async (href) => {
      const response = await fetch(href);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      };
    },
    (await link.getAttribute('href')) ?? '',
  );
  expect(feed.status).toBe(200);
  expect(feed.type).toContain('text/calendar');
  expect(feed.body).toContain('BEGIN:VCALENDAR');
  expect(feed.body).toContain(`Open casting feed ${tag}`);
  expect(feed.body).not.toContain(`Private fitting feed ${tag}`);
});

test.describe('accessibility (axe)', () => {
  // Our Content-Security-Policy forbids inline scripts, axe's injection included (the other
  // tests here run under it: FullCalendar's injected styles are allowed).
  test.use({ bypassCSP: true });
  test('the public calendar has no serious or critical violations', async ({ page }) => {
    await showMonthOf(page, '2031-04-15T10:00:00+02:00');
    await page.goto(`http://agency.localhost:${process.env.E2E_PORT}/events-calendar`);
    await expect(page.getByRole('heading', { name: 'April 2031' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Upcoming events' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
