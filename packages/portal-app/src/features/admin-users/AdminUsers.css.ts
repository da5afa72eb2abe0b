import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: '14rem' });
export const personText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
});
/** A term with its value, as dl allows; the grid places them. */
export const factRow = style({ display: 'contents' });
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0 });
export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const accountHeading = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' });
export const appRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  listStyle: 'none',
});
export const appList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0 });
