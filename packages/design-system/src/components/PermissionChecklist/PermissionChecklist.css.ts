import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  cursor: 'pointer',
  minWidth: 0,
});

export const checkbox = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const empty = style({ margin: 0, color: vars.color.textMuted });
