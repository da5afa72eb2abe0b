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

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

/** A link to another page that stands where a main action would ("Create location"). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});
