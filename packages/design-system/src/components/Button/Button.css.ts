import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

// On Radix's button class, so the height outweighs Radix's size rule whichever order the CSS chunks load in.
export const root = style({
  fontWeight: vars.font.weightBold,
  selectors: { '&.rt-Button': { height: vars.size.controlHeight } },
});

// Radix's solid button paints with the accent scale; the danger variant points it at the danger tokens.
export const danger = style({
  vars: {
    '--accent-9': vars.color.danger,
    '--accent-10': vars.color.dangerHover,
    '--accent-contrast': vars.color.onDanger,
  },
});

export const fullWidth = style({ width: '100%' });
