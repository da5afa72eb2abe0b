import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  '@media': {
    [mediaQueries.mobile]: { flexDirection: 'column', textAlign: 'center' },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// Buttons, since they open a modal rather than navigate, dressed as links.
export const link = style({
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const extra = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const copyright = style({ margin: 0 });
