import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/**
 * Room above a control scrolled into view by focus (Tab, or the first invalid field after a failed
 * save) for the label above it: one line of label text and the gap.
 */
export const labelRoom = `calc(1.5 * ${vars.font.sizeSm} + ${vars.space.xs})`;
globalStyle(`${root} :is(input, select, textarea, button)`, { scrollMarginTop: labelRoom });

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
