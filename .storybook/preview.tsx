import '@eventsuite/design-system/styles.css';
import './preview.css';
import { forgetRequestsInFlight, ThemeProvider, type Appearance } from '@eventsuite/design-system';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { startMockServiceWorker } from './msw';
import { viewports } from './viewports';

// A play function's waits (findBy…, waitFor) give up after 5 s instead of testing-library's 1 s: on a
// loaded 2-core CI machine a dialog or toast after a request took longer than 1 s. A wait that succeeds
// returns as soon as it does; only the limit for a real failure grows.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ['autodocs'],
  // Stories answer API requests with `parameters.msw` handlers, built from the contract with
  // packages/portal-app/src/storybook/msw-handlers.ts.
  loaders: [mswLoader(startMockServiceWorker)],
  // The story test run shares one page per project (vitest.config.ts): a story starts with no request
  // of an earlier story's still counted.
  beforeEach: () => forgetRequestsInFlight(),
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The introduction first, then the foundations everything is built from, then components and screens.
    options: { storySort: { order: ['Introduction', 'Foundations', 'Design system', 'Screens'] } },
    // Accessibility violations fail the story test, not just the panel.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    // On a docs page every story renders in a frame of its own, as in its story view: its own mock worker
    // client with its own answers, its own data cache and its play function. Inline, the stories of a page
    // shared one document, so the last story's answers won (Loading, Empty and Load failed showed data).
    docs: { story: { inline: false, height: '640px' } },
    // The appearances the local comparison (e2e/visual) pictures every story in; a Chromatic build
    // snapshots the same pair.
    chromatic: { modes: { light: { appearance: 'light' }, dark: { appearance: 'dark' } } },
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
          { value: 'fr', title: 'Français' },
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
