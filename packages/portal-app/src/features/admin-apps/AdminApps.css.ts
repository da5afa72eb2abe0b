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
  text,
} from '../../layout/Sections.css';

export const app = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const appText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const screenshots = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.md,
});

export const screenshot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const screenshotImage = style({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
