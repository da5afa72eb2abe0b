import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const received = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const details = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.lg}`,
});

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr',
  gap: vars.space.md,
});

export const detailLabel = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const answer = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const answerHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
