import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const filters = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  // Long names and ids wrap on a phone instead of widening the page.
  overflowWrap: 'anywhere',
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const named = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const name = style({ color: vars.color.text });

// A target of at least 24 px (WCAG 2.2, 2.5.8) around a small icon.
export const filterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  minHeight: 24,
});

export const filterIcon = style({ width: 14, height: 14 });
