import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
});
export const factRow = style({ display: 'contents' });
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0 });
export const checkboxes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '2.75rem' });
export const mails = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const mail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const mailText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
