import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

const tile = {
  flex: '0 0 auto',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
} as const;

export const logo = style({ ...tile, objectFit: 'cover' });

export const placeholder = style({
  ...tile,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const action = style({ marginTop: 'auto', display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
