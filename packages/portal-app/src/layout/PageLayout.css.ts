import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: '1200px',
  marginInline: 'auto',
  width: '100%',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  selectors: {
    // Focused on arrival after a click: no ring for a mouse user (input-modality.ts).
    '&[data-pointer-focus]:focus-visible': { outline: 'none' },
  },
});
