import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

// Soft backgrounds: a light tint in light mode and a dark one in dark mode, so the text colour reads on each.
export const tone = styleVariants({
  neutral: { background: vars.color.surfaceSunken },
  brand: { background: vars.color.brandSoft },
  success: { background: vars.color.successSoft },
  danger: { background: vars.color.failureSoft },
});
