import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export { visuallyHidden } from '../../theme/utilities.css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceSunken },
  },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  minWidth: '18px',
  height: '18px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  // A ring in the bar's colour separates the badge from the bell it overlaps.
  boxShadow: `0 0 0 2px ${vars.color.surfaceRaised}`,
  color: vars.color.onBrand,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weightBold,
  lineHeight: '18px',
  textAlign: 'center',
});
