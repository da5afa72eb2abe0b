import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

// The sign-in page's card, as the sign-in step shows it, for the steps beside it.

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
  borderTop: `4px solid ${vars.color.brand}`,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.failureSoft,
  color: vars.color.text,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'space-between' });

/** A link-looking button: the steps switch in place, they are not pages of their own. */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const checkbox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  color: vars.color.text,
});

export const strength = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted });
