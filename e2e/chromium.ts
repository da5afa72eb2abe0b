import { devices, type PlaywrightTestConfig } from '@playwright/test';

export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium on these machines (see TOOLCHAIN.md): no sandbox, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Playwright project of the e2e and visual suites. */
export const chromiumProject: NonNullable<PlaywrightTestConfig['projects']>[number] = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumExecutablePath,
      // Without hinting, text renders the same on every machine, which the screenshots rely on.
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
  },
};
