import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@eventsuite/design-system';

export const layout = style({
  display: 'grid',
  // minmax(0, …): a wide control shrinks with the column instead of widening the page (reflow at 320px).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  gridColumn: '1 / -1',
  marginBottom: vars.space.sm,
  padding: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

// Beside the form on wide screens, it stays in view while the user scrolls through the fields.
export const preview = style({
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: `calc(${vars.size.topBarHeight} + ${vars.space.md})` } },
});

export const status = style({ margin: 0, color: vars.color.textMuted });
