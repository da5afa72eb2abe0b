import '@eventsuite/design-system/styles.css';
import { ThemeProvider, type Appearance } from '@eventsuite/design-system';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startMockServiceWorker } from './msw';
import { viewports } from './viewports';

const preview: Preview = {
  tags: ['autodocs'],
  // Stories answer API requests with `parameters.msw` handlers, built from the contract with
  // packages/portal-app/src/storybook/msw-handlers.ts.
  loaders: [mswLoader(startMockServiceWorker)],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Accessibility violations fail the story test, not just the panel.
    a11y: { test: 'error' },
    viewport: { options: viewports },
  },
  globalTypes: {
    appearance: {
      description: 'Light or dark appearance',
      toolbar: { title: 'Appearance', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { appearance: 'light', locale: 'en' },
  decorators: [
    (Story, context) => (
      <ThemeProvider appearance={context.globals.appearance as Appearance}>
        <Story />
      </ThemeProvider>
    ),
  ],
};

export default preview;
