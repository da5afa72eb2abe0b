import { defineConfig } from '@playwright/test';
import { chromiumProject } from './chromium';

/**
 * The whole product, started the way a user starts it, on a fresh data directory: not one server for
 * the run but one per worker (the `product` fixture of tests/support/fixtures.ts), each on its own
 * ports from E2E_PORT on (default 4310, three per worker) with its own demo data, so that the journeys,
 * which change the demo users, run on two workers without meeting. A spec file stays on one worker.
 */
export default defineConfig({
  testDir: 'tests',
  snapshotPathTemplate: '{testDir}/__baselines__/{testFilePath}/{arg}{ext}',
  globalSetup: './build-product.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results/e2e',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  use: { trace: 'retain-on-failure', locale: 'en-GB' },
  projects: [chromiumProject],
});
