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

// Term and value side by side, the value wrapping below when both do not fit (reflow at 320px).
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const term = style({ minWidth: '80px', color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const value = style({
  margin: 0,
  color: vars.color.text,
  marginInlineStart: 'auto',
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
  // The first weekday stands out by its soft brand background; the text keeps the page's text colour,
  // which reads on it in light and dark (the on-brand colour is for the full brand colour only).
  selectors: { '&:first-child': { background: vars.color.brandSoft, color: vars.color.text } },
});

export const weekdayName = style({ textDecoration: 'none' });
