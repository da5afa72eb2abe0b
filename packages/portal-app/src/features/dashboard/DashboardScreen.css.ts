import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** A line in bold: the company's name, and a figure that asks for the user's action (its verification). */
export const strongLine = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold });

export const count = style({ margin: 0, color: vars.color.text });

/** A list without bullets, one entry under the other: the company's figures, the shortcuts. */
export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shortcutGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const shortcutGroupHeading = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  height: '100%',
  textDecoration: 'none',
  color: 'inherit',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const cardLogo = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  // brandSoft is a light tint in light mode and a dark one in dark mode: the text colour reads on both.
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
});

export const cardLogoImage = style({ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 'inherit' });

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const cardName = style({ color: vars.color.text, fontWeight: vars.font.weightBold });

export const cardDescription = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
