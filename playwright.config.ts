import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from './test/support/chromium';

/**
 * Browser tests: Debian's Chromium (its headless shell when installed, test/support/chromium.ts)
 * driven by Playwright against the embedded runtime, which test/e2e/global-setup.ts starts on a
 * free port with a temporary DATA_DIR. Tenants are told apart by host (*.localhost resolves to
 * loopback in Chromium).
 */
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  // Budgets for a busy machine (2 cores, a benchmark beside the suite): a queued sign-in hashes
  // with scrypt behind other work, so waits are generous; a passing step never waits them out.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_FLAGS },
    // A trace recorded for every test costs about a third of the suite's CPU (measured on six
    // specs: 126 s to 89 s of CPU, 138 s to 92 s of wall time): off unless asked for with
    // E2E_TRACE=1 (then kept for the tests that fail). A failure still leaves its screenshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The pages as a person who asks for less motion gets them (index.css): no spinner, pulse or
    // bounce drawn frame after frame while a test waits. Each running animation cost its page
    // about a tenth of a core (renderer and GPU process); the suite's GPU process 35 to 20
    // CPU-s. Tests of motion itself ask for it (sites.spec.ts, the reveal template).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'sites', testIgnore: /currency\.spec\.ts/ },
    // Changes a company's currency: runs after the rest, which expect ZAR.
    { name: 'currency', testMatch: /currency\.spec\.ts/, dependencies: ['sites'] },
  ],
});
