import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flex: '1 1 20rem' });
export const searchField = style({ flex: '1 1 12rem', minWidth: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm });

export const scroller = style({
  overflowX: 'auto',
  // The containing block of visually hidden texts in the cells (position: absolute), so that they scroll
  // with the table instead of widening the page.
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  borderTop: `1px solid ${vars.color.border}`,
} as const;

export const headerCell = style({
  ...cellBase,
  borderTop: 'none',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});
export const cell = style(cellBase);
export const rowHeaderCell = style({ ...cellBase, fontWeight: 'normal' });
export const row = style({
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
export const loadingCell = style({ ...cellBase, color: vars.color.textMuted, textAlign: 'center' });

export const paging = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [mediaQueries.mobile]: { flexWrap: 'wrap' } },
});
export const pageStatus = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
