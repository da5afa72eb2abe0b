import { defineConfig } from '@playwright/test';
import { chromiumProject } from './chromium';

/**
 * The whole product, started the way a user starts it, on a fresh data directory: not one server for
 * the run but one per worker (the `product` fixture of tests/support/fixtures.ts), each on its own
 * ports from E2E_PORT on (default 4310, four per worker) with its own demo data, so that the journeys,
 * which change the demo users, could run on several workers without meeting. A spec file stays on one worker.
 */
export default defineConfig({
  testDir: 'tests',
  snapshotPathTemplate: '{testDir}/__baselines__/{testFilePath}/{arg}{ext}',
  globalSetup: './build-product.ts',
  fullyParallel: false,
  // One worker: with two, each worker's product and browser compete for the two cores (load 10 and more),
  // and journeys that pass alone in 15 s missed their 5 s waits beside the other (toasts, sign-in callbacks).
  workers: 1,
  // No retries: a test that passes only sometimes is a defect to fix, not to run again.
  retries: 0,
  // Journeys of many steps took 30 to 35 s on a busy machine where they take 15 alone; 60 s lets them
  // finish. A step that hangs still fails at its own 5 s wait.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results/e2e',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  use: { trace: 'retain-on-failure', locale: 'en-GB' },
  projects: [chromiumProject],
});
