import { vars } from '@eventsuite/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

// The section frame and form layout are the ones every screen made of sections shares.
export {
  actions as toolbar,
  fieldset,
  form,
  grid,
  legend,
  muted,
  notice,
  section,
  sectionHeading,
  sections,
  text,
} from '../../layout/Sections.css';
export { visuallyHidden } from '@eventsuite/design-system';

export const kinds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
  gap: vars.space.lg,
});

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

/** Short facts in a row, a middle dot between them. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
globalStyle(`${facts} > * + *::before`, { content: '"·"', marginRight: vars.space.sm });

export const chooser = style({ maxWidth: '420px' });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
});
