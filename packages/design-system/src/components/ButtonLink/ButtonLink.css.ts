import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

// The primary Button's colours and height, on a link.
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
