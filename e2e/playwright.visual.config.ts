import { defineConfig } from '@playwright/test';
import { chromiumProject } from './chromium';

const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 6107);

/**
 * Screenshot comparison of every story of the static Storybook build (`pnpm build-storybook`)
 * in light and dark against the baselines committed in visual/__baselines__ (dark ones end in --dark);
 * Chromatic does the same in the cloud.
 * Update the baselines after an intended visual change with `pnpm test:visual --update-snapshots`.
 */
export default defineConfig({
  testDir: 'visual',
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  workers: 2,
  // No retries: a test that passes only sometimes is a defect to fix, not to run again.
  retries: 0,
  // One test per story in one file: without this the file's tests run one after another on one worker.
  fullyParallel: true,
  reporter: [['list']],
  outputDir: '../test-results/visual',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } },
  use: { baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1024, height: 768 } },
  projects: [chromiumProject],
  webServer: {
    command: `python3 -m http.server ${port} --bind 127.0.0.1 --directory ../storybook-static`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
    // The static file server logs every request on stderr.
    stderr: 'ignore',
  },
});
