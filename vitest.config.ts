import { globSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './e2e/chromium';

/**
 * Story tests run in headless Chromium; a fresh object per project, as Vitest names its instances. The
 * story files of a project share one page (`isolate: false` beside it): a fresh page per file loaded
 * Storybook, axe, MSW and the design system again, about a third of the story run's time
 * (docs/measurements.md, "Story tests"). Stories must therefore leave no module state behind that the
 * next one reads (the preview resets the loading bar's request count).
 */
const storyBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

/** The screens of the main journeys, whose stories also run in French (storybook-fr). */
const frenchStoryFiles = [
  'app/RootLayout',
  'features/sign-in/SignInForm',
  'routes/screens/SignInSteps',
  'features/dashboard/DashboardScreen',
  'features/profile/settings/SettingsScreen',
  'routes/screens/ProfileScreen',
  'routes/screens/TeamMembersScreen',
  'features/invitations/AddTeamMembersScreen',
  'routes/screens/CompanyScreen',
  'features/notifications/NotificationsScreen',
  'features/admin-companies/CompanyScreen',
  'features/admin-users/UsersScreen',
].map((file) => `packages/portal-app/src/${file}.stories.tsx`);

export default defineConfig({
  test: {
    projects: [
      {
        // Unit tests may import the design system (e.g. its pure helpers), whose styles are .css.ts files.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['packages/{api-contract,design-system,portal-app}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Some tests import a module afresh (vi.resetModules); beside the server tests that can take seconds.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/portal-server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: { name: 'storybook', testTimeout: 30_000, isolate: false, browser: storyBrowser() },
      },
      {
        // The portal's screen stories again with the toolbar's Language on German, so that their play
        // functions (which find texts by message id, src/storybook/story-text.ts) pass in both languages.
        // Design-system stories get their labels as args: they do not depend on the language.
        plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { locale: 'de' } })],
        test: {
          name: 'storybook-de',
          exclude: [...configDefaults.exclude, 'packages/design-system/**'],
          testTimeout: 30_000,
          isolate: false,
          browser: storyBrowser(),
        },
      },
      {
        // French, the third interface language (issue 31), on the screens of the main journeys: their play
        // functions find texts by message id as in German. All of them a third time would cost CI minutes
        // that the catalogue check (src/i18n/catalogues.test.ts) and the German run cover for the rest.
        plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { locale: 'fr' } })],
        test: {
          name: 'storybook-fr',
          // The Storybook plugin takes every story file of .storybook/main.ts; this leaves out all but those.
          exclude: [
            ...configDefaults.exclude,
            ...globSync('packages/*/src/**/*.stories.tsx').filter((file) => !frenchStoryFiles.includes(file)),
          ],
          testTimeout: 30_000,
          isolate: false,
          browser: storyBrowser(),
        },
      },
    ],
  },
});
