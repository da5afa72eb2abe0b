import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

// On Radix's root class, so the height outweighs Radix's size rule whichever order the CSS chunks load in.
export const root = style({
  width: '100%',
  fontSize: vars.font.sizeMd,
  selectors: { '&.rt-TextFieldRoot': { height: vars.size.controlHeight } },
});

export const invalid = style({
  boxShadow: `inset 0 0 0 1px ${vars.color.failure}`,
  vars: { '--text-field-focus-color': vars.color.failure },
});
