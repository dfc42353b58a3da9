import { existsSync } from 'node:fs';

/** Debian's Chromium, as the web benchmark (Lighthouse) starts it (see STACK-NOTES). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests drive: Debian's headless shell (package chromium-headless-shell, the
 * same Chromium build without the desktop browser around it) when it is installed, else the
 * full browser. On the suite's six-spec sample (30 tests) the shell took 85 s of wall time and
 * 82 CPU-seconds against the full browser's 120 s and 114: the full browser in headless mode
 * still runs its desktop compositor in a GPU process on SwiftShader. Playwright itself drives
 * the shell by default for headless runs. CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Headless, and quiet on a machine with no way out: no background networking or updates. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What the browser tests add (not Lighthouse, which measures the pages as people get them): V8
 * without its optimising compilers (Maglev, TurboFan). A test's page lives for seconds and runs
 * each function a few times, so compiling the hot ones again, on the renderer's background
 * threads, seldom paid back: on a six-spec sample (16 tests) the renderers took 29.3 CPU-seconds
 * against 32.3 (three runs each). What a page does is the same; only how fast its code runs.
 */
export const E2E_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--no-opt --no-maglev'];
