import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
});

export const icon = style({ color: vars.color.brand, width: '40px', height: '40px' });
export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
export const description = style({ margin: 0, maxWidth: '48ch', fontSize: vars.font.sizeMd });
