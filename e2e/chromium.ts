import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium with the flags these machines need (see TOOLCHAIN.md). */
export const chromiumProject: NonNullable<PlaywrightTestConfig['projects']>[number] = {
  name: 'chromium',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  },
};
