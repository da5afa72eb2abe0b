import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export { visuallyHidden } from '../../theme/utilities.css';

// The open panel's parts; the bell's own are in NotificationBell.css.ts.
export const content = style({
  width: `min(360px, calc(100vw - 2 * ${vars.space.md}))`,
  // The heading, the list and the footer bring their own padding. The doubled class outranks Radix's
  // popover padding whichever of the two stylesheets loads last.
  selectors: { '&&': { padding: 0 } },
  // Above the top bar it opens from.
  zIndex: vars.zIndex.submenu,
});

export const heading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weightBold,
});

export const message = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.sm} 1fr`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const itemUnread = style({ fontWeight: vars.font.weightBold });

export const unreadDot = style({
  gridColumn: 1,
  alignSelf: 'center',
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const itemText = style({ gridColumn: 2 });

export const itemTime = style({ gridColumn: 2, color: vars.color.textMuted, fontWeight: 'normal' });

export const footer = style({ padding: `${vars.space.sm} ${vars.space.md}`, textAlign: 'center' });

export const showAll = style({ color: vars.color.link, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });
