import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const group = style({ display: 'inline-flex', gap: vars.space.xxs });

export const option = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
      boxShadow: `inset 0 -2px 0 ${vars.color.brand}`,
    },
  },
});
