import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  minHeight: vars.size.touchTarget,
  fontWeight: vars.font.weightBold,
});

export const fullWidth = style({ width: '100%' });
