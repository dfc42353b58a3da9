import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Download, type Page } from '@playwright/test';
import { readConfig } from '../../functions/src/platform/config';
import { createDeps, type Deps } from '../../functions/src/platform/deps';

export const PASSWORD = 'Kantoor#2026';

/** The address of a tenant's site on the test runtime: `site('hope')` is http://hope.localhost:PORT. */
export function site(
  host: 'localhost' | 'hope' | 'school' | 'legal' | 'agency' | 'shop',
  path = '/',
) {
  const name = host === 'localhost' ? 'localhost' : `${host}.localhost`;
  return `http://${name}:${process.env.E2E_PORT}${path}`;
}

let deps: Deps | undefined;
/** The runtime's own stores, to arrange what no screen creates yet (an invitation, a currency). */
export function runtimeDeps(): Deps {
  deps ??= createDeps(
    readConfig({
      ...process.env,
      ...(JSON.parse(process.env.E2E_RUNTIME_ENV ?? '{}') as Record<string, string>),
      LOG_LEVEL: 'silent',
    }),
  );
  return deps;
}

/**
 * Signs in with the login form, as a person does, and lands on the switchboard. The form's own
 * tests use it (auth.spec.ts); the rest sign in with `signIn`.
 */
export async function signInWithForm(
  page: Page,
  host: Parameters<typeof site>[0],
  email: string,
  password = PASSWORD,
) {
  await page.goto(site(host, '/login'));
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/switchboard$/);
}

/**
 * Signs in as the login form does (POST /auth/login on the company's host), stores the session
 * the form stores (token, flag and the two-factor enrolment mark, see frontend/src/lib/session.ts)
 * and opens `at` (the switchboard unless told): one load of the back office, not the login
 * page's and then the next page's. A person's sign-in through the form is tested in auth.spec.ts.
 */
export async function signIn(
  page: Page,
  host: Parameters<typeof site>[0],
  email: string,
  options: { at?: string; password?: string } = {},
) {
  const origin = new URL(site(host));
  // Node resolves no *.localhost names: the runtime is asked on loopback with the site's host.
  const reply = await page.request.post(`http://localhost:${origin.port}/auth/login`, {
    headers: { host: origin.host },
    data: { email, password: options.password ?? PASSWORD },
  });
  const body = (await reply.json()) as { token?: string; enrolRequired?: boolean; error?: string };
  if (!reply.ok() || !body.token)
    throw new Error(`sign-in of ${email} failed: ${reply.status()} ${JSON.stringify(body)}`);
  // The session is stored on the site's own origin (the smallest page it serves), as the form
  // stores it, before the back office loads.
  await page.goto(site(host, '/health'));
  await page.evaluate(
    ({ token, enrol }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('authenticated', 'true');
      if (enrol) localStorage.setItem('enrolTwoFactor', 'true');
    },
    { token: body.token, enrol: body.enrolRequired === true },
  );
  const at = options.at ?? '/switchboard';
  await page.goto(site(host, at));
  if (!options.at) await expect(page).toHaveURL(/\/switchboard$/);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
};

/**
 * axe-core's serious and critical violations on the page as it settles: once its running
 * transitions and animations (a dialog's fade-in) have finished, so that no colour is read half
 * way (axe reads a fading text's contrast as it is at that instant). Endless ones (a spinner, a
 * skeleton's pulse) are not waited for.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await settled(page);
  await page.addScriptTag({ content: axeSource });
  const found = await axeViolations(page);
  if (found.length === 0) return found;
  // Checked again once the page has drawn what it was drawing: a state held for a frame while
  // axe ran (FullCalendar lays an event out before it shows its text; a control just enabled
  // fades in from its disabled look) is not what a person meets, and a real violation is found
  // both times.
  await settled(page);
  return axeViolations(page);
}

/** Finite animations and transitions finished, then two frames drawn. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((drawn) => requestAnimationFrame(drawn));
  });
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.co.za`;
}

/**
 * Opens a public page the server renders and waits until the browser has hydrated it: before
 * that, its buttons and forms are the server's HTML and do nothing.
 */
export async function gotoPublic(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/**
 * Waits until the public page now open has hydrated (after a link's navigation, say): its
 * buttons and forms before that are the server's HTML and do nothing.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // A deferred part in a boundary of its own (the home's footer, with the newsletter) hydrates
  // after the page: until it listens (data-ready), its server form is a plain form.
  await expect(page.locator('[data-deferred]:not([data-ready])')).toHaveCount(0);
}

/** A framed PDF's own download: named by its blob address (a UUID), not by the page. */
const FRAMED_PDF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

/**
 * The next file the person saves. The headless shell has no PDF viewer, so a PDF shown in a
 * frame (a receipt's or a document's preview) is saved as a download of its own as the frame
 * loads; that is not the file the test asked for, and may come first.
 */
export function nextDownload(page: Page): Promise<Download> {
  return page.waitForEvent('download', {
    predicate: (download) => !FRAMED_PDF.test(download.suggestedFilename()),
  });
}
