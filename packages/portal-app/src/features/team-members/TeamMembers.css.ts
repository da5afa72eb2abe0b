import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: '14rem' });
export const personText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '60rem' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionHeading = style({ margin: 0, fontSize: vars.font.sizeLg });
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
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
});
export const memberApp = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  listStyle: 'none',
});
