import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const page = style({
  padding: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  maxWidth: '1100px',
});

export const table = style({
  marginBottom: vars.space.xl,
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.sizeSm,
});

export const cell = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

/** A chip in one appearance: the swatch on that appearance's page colour, with its value. */
export const swatchCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: {
    // Outside a Radix Theme each chip's Theme is a root theme, which Radix Themes makes a whole screen
    // high (`min-height: 100vh`): every row of the colour page took a screen.
    '&[data-is-root-theme]': { minHeight: 0 },
  },
});

export const swatch = style({
  width: '40px',
  height: '28px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const sample = style({
  minWidth: '1px',
  background: vars.color.brand,
  height: '16px',
});

export const radiusSample = style({
  width: '56px',
  height: '40px',
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.borderStrong}`,
});
