import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ color: vars.color.text, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  // The failure red is too light for small text (WCAG AA); the text stays dark and the icon carries the red.
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const errorIcon = style({ flexShrink: 0, color: vars.color.failure });
