import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.sm} 1fr`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  width: '100%',
  padding: vars.space.md,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '-2px' },
    'li:last-child > &': { borderBottom: 0 },
  },
});

export const entryUnread = style({ background: vars.color.brandSoft });

export const unreadDot = style({
  gridColumn: 1,
  gridRow: 1,
  alignSelf: 'center',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const entryTitle = style({ gridColumn: 2, fontWeight: vars.font.weightBold });

export const entryText = style({ gridColumn: 2 });

export const entryMeta = style({
  gridColumn: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const status = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const statusOpen = style({ borderColor: vars.color.borderStrong, fontWeight: vars.font.weightBold });

export const stateText = style({ margin: 0, color: vars.color.textMuted });
