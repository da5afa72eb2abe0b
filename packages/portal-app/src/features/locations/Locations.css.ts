import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

// The section frame and form layout are the ones every screen made of sections shares.
export {
  actions as toolbar,
  fieldset,
  form,
  grid,
  legend,
  muted,
  section,
  sectionHeading,
  sections,
} from '../../layout/Sections.css';

export const text = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const itemTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
