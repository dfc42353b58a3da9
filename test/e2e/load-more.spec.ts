import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support';

/** Node does not resolve *.localhost: the runtime is reached by address, the site by Host. */
const api = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT}${path}`;
const HOST = { host: 'agency.localhost' };
const ADMIN = 'admin@agency.localhost';
/** More than one page (50 rows) of each list. */
const AT_LEAST = 55;
const SHOTS = process.env.LOAD_MORE_SHOTS;

async function token(request: APIRequestContext) {
  const login = await request.post(api('/auth/login'), {
    headers: HOST,
    data: { email: ADMIN, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Adds rows through `path` until the list holds at least AT_LEAST (counted a page at a time). */
async function fill(
  request: APIRequestContext,
  headers: Record<string, string>,
  list: string,
  path: string,
  body: (n: number) => Record<string, string>,
) {
  let count = 0;
  let cursor: string | null = null;
  do {
    const page = await request.get(
      api(`${list}?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
      { headers },
    );
    const reply = (await page.json()) as { rows: unknown[]; cursor: string | null };
    count += reply.rows.length;
    cursor = reply.cursor;
  } while (cursor);
  for (let n = count; n < AT_LEAST; n++) {
    const saved = await request.post(api(path), { headers, data: body(n) });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 390 });
  }
}

test.describe('Lists a page at a time', () => {
  // One worker: the rows are added once.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ request }) => {
    const headers = { ...HOST, authorization: `Bearer ${await token(request)}` };
    const stamp = Date.now().toString(36);
    await fill(request, headers, '/auth/get-all-clients', '/auth/save-client', (n) => ({
      name: `Paged Client ${stamp} ${String(n).padStart(3, '0')}`,
    }));
    await fill(request, headers, '/auth/get-all-suppliers', '/auth/save-supplier', (n) => ({
      name: `Paged Supplier ${stamp} ${String(n).padStart(3, '0')}`,
      contactPerson: 'Thandi Nkosi',
      phone: '+27821234567',
    }));
  });

  test('the client picker lists 50 clients, then 50 more on "Load more"', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/get-all-clients')) calls.push(r.url());
    });
    await signIn(page, 'agency', ADMIN, { at: '/manage-clients' });
    await page.getByRole('combobox', { name: 'Client' }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(50);
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).searchParams.get('limit')).toBe('50');
    await shoot(page, 'clients-load-more');

    await page.setViewportSize({ width: 1280, height: 900 });
    await more.click();
    await expect.poll(() => options.count()).toBeGreaterThan(50);
    expect(new URL(calls.at(-1)!).searchParams.get('cursor')).toBeTruthy();
  });

  test('the suppliers table shows the loaded rows with "Load more" below', async ({ page }) => {
    await signIn(page, 'agency', ADMIN, { at: '/manage-products?tab=suppliers' });
    await expect(page.getByText(/Showing 1–10 of 50 loaded/)).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search suppliers' });
    await search.fill('Paged Supplier');
    await expect(
      page.getByText('Searching loaded rows — load more to search further.'),
    ).toBeVisible();
    await shoot(page, 'suppliers-load-more');
    await search.fill('');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText(/Showing 51–\d+ of \d+/)).toBeVisible();
  });
});
