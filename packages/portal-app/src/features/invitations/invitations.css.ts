import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const subheading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const text = style({ margin: 0, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
});

// Wide tables scroll inside their own region rather than widening the page (reflow at 320px).
export const tableRegion = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const problem = style({ display: 'flex', gap: vars.space.xs, margin: 0, color: vars.color.text });

export const problemIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.failure });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '36rem' });
