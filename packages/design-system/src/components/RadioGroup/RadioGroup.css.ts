import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const group = style({ gap: vars.space.xs });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg });

// Each option is a touch target: the label around the radio is what a finger hits.
export const item = style({
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  cursor: 'pointer',
});

export const itemInvalid = style({});

// Radix's unchecked ring is too faint against the surface (WCAG 1.4.11 non-text contrast).
globalStyle(`${item} .rt-BaseRadioRoot:where(:not([data-state="checked"]))::before`, {
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});
globalStyle(`${itemInvalid} .rt-BaseRadioRoot:where(:not([data-state="checked"]))::before`, {
  boxShadow: `inset 0 0 0 1px ${vars.color.failure}`,
});
