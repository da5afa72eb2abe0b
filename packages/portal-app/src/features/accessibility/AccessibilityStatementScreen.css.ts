import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

// A reading column: long lines are hard to follow (WCAG 1.4.8 asks for at most 80 characters).
export const statement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '70ch',
  color: vars.color.text,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const paragraph = style({ margin: 0, lineHeight: 1.6 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
