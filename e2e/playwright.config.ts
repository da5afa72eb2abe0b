import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumProject } from './chromium';
import { demoPassword } from './tests/support/personas';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

/** The whole product, started the way a user starts it, on a fresh data directory. */
export default defineConfig({
  testDir: 'tests',
  snapshotPathTemplate: '{testDir}/__baselines__/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results/e2e',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  use: { baseURL, trace: 'retain-on-failure', locale: 'en-GB' },
  projects: [chromiumProject],
  webServer: {
    command: 'pnpm start',
    cwd: '..',
    url: `${baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Loopback only, with PGlite and no SMTP_URL: the development default, which has the /mailbox page.
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'eventsuite-e2e-')),
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: demoPassword,
    },
  },
});
