import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/** One Storybook for the design system and every portal screen. */
const config: StorybookConfig = {
  stories: [
    './pages/*.mdx',
    '../packages/design-system/src/**/*.stories.tsx',
    '../packages/portal-app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Mock Service Worker's script; after an msw upgrade regenerate it with `pnpm exec msw init`.
  staticDirs: ['./public'],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
    }),
};

export default config;
