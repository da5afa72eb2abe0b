import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.topBarHeight,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const homeLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  marginInlineEnd: 'auto',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

export { visuallyHidden } from '../../theme/utilities.css';

export const wordmark = style({ display: 'block', height: '28px', width: 'auto' });
export const wordmarkBadge = style({ fill: vars.color.brand });
export const wordmarkBadgeLetter = style({ fill: vars.color.onBrand, fontWeight: 800 });
export const wordmarkName = style({ fill: 'currentColor', fontWeight: vars.font.weightBold });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// The burger opens the mobile menu; from the desktop breakpoint the sidebar takes over.
export const burger = style({
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});
