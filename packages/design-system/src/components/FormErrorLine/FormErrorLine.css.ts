import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  // As at FormField: the failure red is too light for text (WCAG AA); the icon carries the red.
  color: vars.color.text,
});

export const icon = style({ flexShrink: 0, color: vars.color.failure });
