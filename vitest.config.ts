import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) };

/**
 * The component tests that replace modules (vi.mock): each needs a module graph of its own, or
 * its stand-ins would reach the files after it. Read from the files, so a new one is found.
 */
const WEB_TEST = /\.test\.tsx?$/;
const mockingWebTests = readdirSync('frontend/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => WEB_TEST.test(file))
  .map((file) => join('frontend/src', file))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

const webProject = {
  environment: 'jsdom' as const,
  // Every test here renders in jsdom and drives it with user-event: 1-2 s of CPU each on
  // a busy machine, near vitest's default 5 s. Their own budget, so that none depends on
  // an idle machine.
  testTimeout: 30_000,
  setupFiles: ['frontend/src/components/ui/test-setup.ts'],
};

export default defineConfig({
  resolve: { alias },
  test: {
    // The machines run Node 20 by mandate; the SDK's notice about Node 22 is known (README).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'test/routes/**/*.test.ts',
            'test/lint/**/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker, not one per file (each file's fresh import of the
          // functions it tests was most of the project's time). The one file that mocks modules
          // resets the registry around its import (functions/src/system/work.test.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...webProject,
          name: 'web',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          exclude: mockingWebTests,
          // One jsdom and one module graph per worker, not per file: setting up jsdom and
          // importing React, the kit and the testing library again for each file was over half
          // of the project's time. The setup file's cleanup empties the document after each test.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...webProject,
          name: 'web-mocks',
          include: mockingWebTests,
          // Each file in a VM context of its own inside a reused worker, not a new process per
          // file: the same isolation (a module graph per file) for 30 CPU-seconds against 52
          // (its 15 files alone, two workers), most of it each process's start and its imports
          // of jsdom, React and the kit.
          pool: 'vmForks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/api/global-setup.ts'],
          // The files talk HTTP to one runtime and mock nothing: one module graph per worker,
          // not one per file (each file's fresh import of the support modules, the AWS SDK and
          // the functions they reach cost about 6 s of a busy machine, 87 times).
          isolate: false,
          // Every suite signs in (scrypt at N=2^17, about 0.5 s of CPU each on an idle core) against
          // one shared process, several suites at once: on two busy cores a test of a few sign-ins
          // took over 30 s. A generous budget, so that none depends on an idle machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'local',
          include: ['test/local/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cdk',
          include: ['test/cdk/**/*.test.ts'],
          environment: 'node',
          // aws-cdk-lib and the route table imported once per worker, not once per file; the two
          // files that set variables put them back (finally, afterEach).
          isolate: false,
          testTimeout: 180_000,
        },
      },
    ],
  },
});
