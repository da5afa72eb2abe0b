import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

// The section frame and form layout are the ones every screen made of sections shares.
export { actions, muted, section, sectionHeading, sections, text } from '../../layout/Sections.css';

export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

/** Label and value pairs that stack on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (max-width: 575px)': { gridTemplateColumns: '1fr' } },
});
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A name with its detail beside it, wrapping on a phone. */
export const nameLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm });

/** One checklist item: its decision and reason beside what the company entered. */
export const checkRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const checkFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
