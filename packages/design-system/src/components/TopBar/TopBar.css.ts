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

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// The burger opens the mobile menu; from the desktop breakpoint the sidebar takes over. Scoped to the
// bar so the rule outweighs Radix's button display whichever order the lazy chunks' CSS arrives in.
export const burger = style({
  '@media': { [mediaQueries.desktop]: { selectors: { [`${root} &`]: { display: 'none' } } } },
});
