import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(80px, auto) 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const week = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const weekday = style({
  padding: `${vars.space.xxs} 0`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
  selectors: { '&:first-child': { background: vars.color.brandSoft, color: vars.color.onBrand } },
});

export const weekdayName = style({ textDecoration: 'none' });
