import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '420px',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  // The brand stripe along the top edge.
  borderTop: `4px solid ${vars.color.brand}`,
});

// The wordmark keeps its own width at the start of the card, as in the top bar.
export const brand = style({ alignSelf: 'flex-start', color: vars.color.text });

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const alert = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.failureSoft,
  color: vars.color.text,
});

export const alertIcon = style({ flexShrink: 0, marginTop: '2px', color: vars.color.failure });
