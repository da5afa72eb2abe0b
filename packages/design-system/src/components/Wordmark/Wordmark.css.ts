import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.logoHeight,
  height: vars.size.logoHeight,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const name = style({ color: 'currentColor' });
