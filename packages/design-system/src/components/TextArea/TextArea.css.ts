import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ width: '100%', fontSize: vars.font.sizeMd });

export const invalid = style({
  boxShadow: `inset 0 0 0 1px ${vars.color.failure}`,
  selectors: { '&:focus-within': { outlineColor: vars.color.failure } },
});
