import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { visuallyHiddenRules } from '../../theme/utilities.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

// The input stays in the tab order and the accessibility tree; its label is what is seen and clicked.
export const input = style(visuallyHiddenRules);

export const uploadButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&[data-disabled]': { cursor: 'progress', opacity: 0.7 },
  },
});

globalStyle(`${input}:focus-visible + ${uploadButton}`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const errorIcon = style({ flexShrink: 0, color: vars.color.failure });
