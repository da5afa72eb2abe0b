import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';
import { visuallyHiddenRules } from '../../theme/utilities.css';

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

const phone = mediaQueries.mobile;

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
  // On a phone the rows are cards of their own (below): nothing to scroll, no frame around them all.
  '@media': { [phone]: { overflowX: 'visible', border: 'none', borderRadius: 0 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  '@media': { [phone]: { display: 'block' } },
});

// On a phone every row is a card: the row header on top, then each cell under its column's name (the
// cell's label), so no column is cut and an email address is not broken over a narrow column. The column
// headers stay for assistive technology, out of sight; the elements keep their table roles (DataTable.tsx).
globalStyle(`${table} > thead`, { '@media': { [phone]: visuallyHiddenRules } });
globalStyle(`${table} > tbody`, {
  '@media': { [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
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
export const cell = style({
  ...cellBase,
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
      gap: vars.space.sm,
      padding: `${vars.space.xs} 0`,
      borderTop: 'none',
      overflowWrap: 'anywhere',
    },
  },
});
export const rowHeaderCell = style({
  ...cellBase,
  fontWeight: 'normal',
  '@media': {
    [phone]: { display: 'block', padding: `0 0 ${vars.space.xs}`, borderTop: 'none', overflowWrap: 'anywhere' },
  },
});
/** A cell's column name, shown beside its value on a phone only (the column header says it elsewhere). */
export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  '@media': { [phone]: { display: 'block' } },
});
export const row = style({
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  '@media': {
    [phone]: {
      display: 'block',
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});
export const loadingCell = style({
  ...cellBase,
  color: vars.color.textMuted,
  textAlign: 'center',
  '@media': { [phone]: { display: 'block', borderTop: 'none' } },
});
export const loadingRow = style({ '@media': { [phone]: { display: 'block' } } });

export const paging = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { [mediaQueries.mobile]: { flexWrap: 'wrap' } },
});
export const pageStatus = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
