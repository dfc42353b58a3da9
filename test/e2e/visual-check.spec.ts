import { expect, test, type Page } from '@playwright/test';
import { planIncludes, type Feature } from '@shared/plans/entitlements';
import { SCREENS } from '../../frontend/src/app/screens';
import type { Screen } from '../../frontend/src/lib/screens';
import { seriousViolations, signIn, site } from './support';

// Issue 28 item 8, a visual check: every back-office screen of the registry
// (frontend/src/app/screens.ts), so a new screen is checked without touching this file, opened
// at 1280 and 390 px with the seeded data of a tenant whose plan has it. A screen fails on:
// - page overflow: the document scrolls sideways (scrollWidth > the window's width);
// - a clipped table cell: a th/td, or an element inside one, with its own text, wider inside than
//   its box (scrollWidth > clientWidth + 1) that neither shows the whole text another way (a
//   title or aria-label holding it) nor sits in a box that wraps; an overflow the table's own
//   scrolling box (data-slot="table-container") scrolls to is not clipped, the cell is;
// - a wrapped amount: an element marked as an amount (class tabular-nums or data-money) whose
//   text holds a number with cents and whose text lies on more than one line;
// - a native date input: input[type=date|datetime-local|month|week|time];
// - an axe-core violation of serious or critical impact.

type Host = Parameters<typeof site>[0];
type Viewer = { host: Host; email: string };

const OWNER: Viewer = { host: 'localhost', email: 'owner@localhost' };
const manager = (host: Exclude<Host, 'localhost'>): Viewer => ({
  host,
  email: `manager@${host}.localhost`,
});

/**
 * Screens opened with a record's id or from a flow: the address to open, either fixed or the
 * first link to the screen found on another screen of seeded data (so no seeded number is
 * written here), and, where the screen's own plan says nothing, the tenant that holds the record.
 */
type Opening = { viewer?: Viewer; from?: string; query?: string };
const OPENED_BY: Record<string, Opening> = {
  '/edit-and-print-quote': { from: '/invoices-and-quotes' },
  '/edit-and-print-invoice': { from: '/invoices-and-quotes' },
  '/table-crud': { query: '?table=clients' },
  '/related-table': { viewer: manager('school'), from: '/data-crud?table=classes' },
  '/payments-receipt': { viewer: manager('school'), from: '/student-payments?sid=2026002' },
  // The gateway's return addresses: a return without a checkout we know, a cancel, the notify
  // debug screen with the gateway's parameters.
  '/payment-successful': { viewer: manager('school'), query: '?token=visual-check' },
  '/cancel-payment': { viewer: manager('school') },
  '/notify-payment': { viewer: manager('school'), query: '?m_payment_id=visual-check' },
};

/**
 * A screen's other state opened by a link (the home's filtered lists): checked as a screen of
 * its own, at its address, by the screen's viewer.
 */
const VARIANTS: ReadonlyArray<{ path: string; query: string }> = [
  { path: '/student-payments', query: '?owing=1' },
  { path: '/invoices-and-quotes', query: '?status=overdue' },
];
type Checked = Screen & { variant?: string };

const featureOf = (screen: Screen): Feature | undefined =>
  screen.guard?.feature ??
  screen.drawer?.feature ??
  screen.tiles?.find((tile) => tile.feature)?.feature;

/** The demo tenant (and its manager, or the provider's owner) that sees the screen seeded. */
function viewerOf(screen: Screen): Viewer {
  const opened = OPENED_BY[screen.path]?.viewer;
  if (opened) return opened;
  const providerOnly =
    screen.guard?.providerOnly ||
    screen.tiles?.some((tile) => tile.providerOnly) ||
    (screen.guard?.level ?? 0) > 9 ||
    screen.tiles?.some((tile) => (tile.level ?? 0) > 9);
  if (providerOnly) return OWNER;
  const feature = featureOf(screen);
  if (feature === 'school' || screen.tiles?.some((tile) => tile.schoolOnly))
    return manager('school');
  // Talent and bookings: the agency holds the seeded talent.
  if (feature === 'bookings') return manager('agency');
  // Vula Trading (shop) is on Premium (functions/src/store/seed.ts).
  if (!feature || planIncludes('Premium', feature)) return manager('shop');
  return manager('legal');
}

const backOffice: Checked[] = SCREENS.filter((screen) => !screen.public && screen.page);
for (const { path, query } of VARIANTS) {
  const screen = backOffice.find((s) => s.path === path);
  if (screen) backOffice.push({ ...screen, variant: query });
}
const viewers = new Map<string, { viewer: Viewer; screens: Checked[] }>();
for (const screen of backOffice) {
  const viewer = viewerOf(screen);
  const group = viewers.get(viewer.email) ?? { viewer, screens: [] as Checked[] };
  group.screens.push(screen);
  viewers.set(viewer.email, group);
}

/**
 * Waits for the screen's loaded state: a heading drawn since the last navigation (one not marked
 * stale by `goTo`), no skeleton, nothing busy.
 */
async function loaded(page: Page, timeout = 45_000) {
  await page.locator('h1:not([data-visual-stale])').first().waitFor({ state: 'visible', timeout });
  await page.waitForFunction(
    () =>
      document.querySelector('[data-slot="skeleton"], [aria-busy="true"]') === null &&
      !document.body.innerText.includes('Loading'),
    undefined,
    { timeout },
  );
}

/**
 * Opens a path inside the running app (the router follows a history entry as it does a back or
 * forward), sparing each screen a page load and the app's start; the first screen, and one whose
 * heading does not come (a screen reusing the last one's heading element), are loaded afresh.
 */
async function goTo(page: Page, host: Host, path: string, fresh: boolean) {
  if (!fresh) {
    await page.evaluate((to) => {
      for (const heading of document.querySelectorAll('h1'))
        heading.setAttribute('data-visual-stale', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    try {
      return await loaded(page, 15_000);
    } catch {
      // Loaded afresh below.
    }
  }
  await page.goto(site(host, path));
  await loaded(page);
}

/** The address a screen is opened at: its path, its fixed query, or a seeded record's link. */
async function addressOf(page: Page, host: Host, screen: Checked, fresh: boolean) {
  if (screen.variant) return `${screen.path}${screen.variant}`;
  const opening = OPENED_BY[screen.path];
  if (!opening?.from) return `${screen.path}${opening?.query ?? ''}`;
  await goTo(page, host, opening.from, fresh);
  const link = page.locator(`a[href*="${screen.path}?"]`).first();
  await link.waitFor({ state: 'attached', timeout: 45_000 });
  return (await link.getAttribute('href'))!;
}

/** Everything wrong with the screen as it is now, as readable lines. */
async function layoutFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const failures: string[] = [];
    const describe = (node: Element) => {
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = node.getAttribute('aria-label');
      return `<${node.tagName.toLowerCase()}> "${text || label || ''}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      // Named by the outermost element reaching past the window's edge, to find it.
      const past = [...document.body.querySelectorAll<HTMLElement>('*')].find(
        (node) =>
          node.getBoundingClientRect().right > window.innerWidth + 1 &&
          !node.closest('[data-slot="table-container"]'),
      );
      const by = past ? ` (${describe(past)} ${past.className.toString().slice(0, 60)})` : '';
      failures.push(`page overflows sideways by ${root.scrollWidth - window.innerWidth}px${by}`);
    }

    const ownText = (node: Element) =>
      [...node.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      );
    const hidden = (node: HTMLElement) =>
      node.getClientRects().length === 0 || node.closest('.sr-only, [aria-hidden="true"]');
    for (const cell of document.querySelectorAll<HTMLElement>('td, th')) {
      for (const node of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        if (!ownText(node) || hidden(node)) continue;
        if (node.scrollWidth <= node.clientWidth + 1 || node.clientWidth === 0) continue;
        const full = (node.textContent ?? '').trim();
        const told = [node, node.closest('[title]'), node.closest('[aria-label]')].some(
          (holder) =>
            holder &&
            ((holder.getAttribute('title') ?? '').includes(full) ||
              (holder.getAttribute('aria-label') ?? '').includes(full)),
        );
        if (!told) failures.push(`clipped cell ${describe(node)}`);
      }
    }

    // A word broken across lines in a cell ("admi/n@shop", "2026-/11-02"): each word's own box.
    for (const cell of document.querySelectorAll<HTMLElement>('td, th')) {
      if (hidden(cell)) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        // Prose (an address, a description: four words or more) may break a hyphenated name
        // after its hyphen ("KwaZulu-/Natal"), as print does; codes, dates, emails never.
        const prose = (value.match(/\S+/g) ?? []).length >= 4;
        for (const word of value.matchAll(/\S+/g)) {
          if (prose && /^[\p{L}]+(-[\p{L}]+)+[,.;]?$/u.test(word[0])) continue;
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
          );
          if (lines.size > 1) failures.push(`broken word "${word[0]}" in ${describe(cell)}`);
        }
      }
    }

    for (const amount of document.querySelectorAll<HTMLElement>('.tabular-nums, [data-money]')) {
      const text = amount.textContent ?? '';
      if (!/\d[.,]\d{2}\b/.test(text) || hidden(amount)) continue;
      const range = document.createRange();
      range.selectNodeContents(amount);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
      );
      if (lines.size > 1) failures.push(`wrapped amount ${describe(amount)}`);
    }

    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[type="date"], input[type="datetime-local"], input[type="month"], input[type="week"], input[type="time"]',
    ))
      failures.push(`native ${input.type} input ${describe(input)}`);
    return failures;
  });
}

const WIDTHS = [1280, 390] as const;
// axe runs once a screen, at the phone's width (where tables scroll and menus fold); the
// desktop's own chrome (the drawer) is checked with each group's first screen.
const AXE_WIDTH = 390;
// A group of more screens is split so the two workers share it.
const GROUP_SIZE = 14;

async function axeFailures(page: Page, width: number) {
  return (await seriousViolations(page)).map(
    (v) =>
      `${width}px: axe ${v.impact} ${v.id} (${v.help}) at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

for (const { viewer, screens } of viewers.values()) {
  const parts = Math.ceil(screens.length / GROUP_SIZE);
  const size = Math.ceil(screens.length / parts);
  for (let part = 0; part < parts; part += 1) {
    const chunk = screens.slice(part * size, (part + 1) * size);
    const title = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
    test(`visual check: ${viewer.email}'s screens at 1280 and 390 px${title}`, async ({
      browser,
    }) => {
      test.setTimeout(60_000 + chunk.length * 30_000);
      // Our Content-Security-Policy forbids inline scripts, axe's injection included.
      const context = await browser.newContext({
        bypassCSP: true,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await signIn(page, viewer.host, viewer.email);
      const report: string[] = [];
      let fresh = true;
      // Each screen starts at the width the last one ended at: one resize a screen, not two.
      let widths: readonly number[] = WIDTHS;
      for (const screen of chunk) {
        const failures: string[] = [];
        try {
          const address = await addressOf(page, viewer.host, screen, fresh);
          fresh = false;
          await goTo(page, viewer.host, address, false);
        } catch {
          failures.push('never reached its loaded state (a heading, nothing loading)');
          fresh = true;
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          // The new width's layout is applied once a frame has been drawn.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
          for (const failure of await layoutFailures(page)) failures.push(`${width}px: ${failure}`);
          if (width === AXE_WIDTH || screen === chunk[0])
            failures.push(...(await axeFailures(page, width)));
          const name = `${screen.path.slice(1)}${screen.variant ? `-${screen.variant.replace(/\W+/g, '')}` : ''}`;
          if (process.env.VISUAL_SCREENSHOTS)
            await page.screenshot({
              path: `test-results/screenshots/visual/${name}-${width}.png`,
              fullPage: true,
            });
        }
        widths = [...widths].reverse();
        if (failures.length > 0)
          report.push(`${screen.path}${screen.variant ?? ''}:\n  ${failures.join('\n  ')}`);
      }
      await context.close();
      if (report.length > 0) throw new Error(`visual check failed:\n${report.join('\n')}`);
    });
  }
}

test('the visual check catches each kind of defect, and passes a cell that tells its whole text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.setContent(`<!doctype html><html lang="en"><head><title>Defects</title></head><body>
    <main><h1>Defects</h1>
      <div style="width: 600px">wide</div>
      <table><tbody><tr>
        <td><div style="width: 80px; overflow: hidden; white-space: nowrap">Lenovo ThinkPad T480 i5 8GB</div></td>
        <td><div style="width: 80px; overflow: hidden; white-space: nowrap" title="Dell Latitude 5490 i7">Dell Latitude 5490 i7</div></td>
        <td><span style="display: block; width: 40px; word-break: break-all">admin@shop.localhost</span></td>
      </tr></tbody></table>
      <p style="width: 40px"><span class="tabular-nums">R 24,000.00</span></p>
      <label>Pay date <input type="date"></label>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    </main></body></html>`);
  const failures = await layoutFailures(page);
  expect(failures).toEqual([
    expect.stringMatching(/^page overflows sideways by \d+px \(<div> "wide"/),
    'clipped cell <div> "Lenovo ThinkPad T480 i5 8GB"',
    'broken word "admin@shop.localhost" in <td> "admin@shop.localhost"',
    'wrapped amount <span> "R 24,000.00"',
    'native date input <input> ""',
  ]);
  expect((await seriousViolations(page)).map((v) => v.id)).toContain('image-alt');
});
