import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

/** Storybook's own frame in Eventsuite's colours, so reviewers know whose interface they look at. */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Eventsuite account portal',
    brandImage: './eventsuite-storybook.svg',
    brandTarget: '_self',
    // The brand orange for accents; selected items use the darker link colour, which white text
    // on it passes 4.5:1.
    colorPrimary: '#ffb945',
    colorSecondary: '#9a5b00',
    fontBase: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  }),
});
