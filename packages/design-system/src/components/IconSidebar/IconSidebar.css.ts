import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  position: 'relative',
  height: '100%',
  width: vars.size.sidebarWidth,
  background: vars.color.surfaceRaised,
  borderRight: `1px solid ${vars.color.border}`,
});

const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const rail = style([
  list,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.sm,
  },
]);

export const item = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current]': { background: vars.color.brandSoft, color: vars.color.text },
    // The active marker: a brand bar at the sidebar's inner edge.
    '&[aria-current]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.xs,
      left: `calc((${vars.size.touchTarget} - ${vars.size.sidebarWidth}) / 2)`,
      width: '3px',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
  },
});

export const icon = style({ display: 'inline-flex' });

export { visuallyHidden } from '../../theme/utilities.css';

// Next to the rail, over the content.
export const panel = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: '100%',
  zIndex: vars.zIndex.submenu,
  width: vars.size.submenuWidth,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRight: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const panelTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const panelList = style([list, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

export const panelLink = style({
  display: 'block',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current]': {
      background: vars.color.brandSoft,
      borderInlineStartColor: vars.color.brand,
      fontWeight: vars.font.weightBold,
    },
  },
});

// Holds an item and its tooltip, so that the tooltip can sit beside the item and hovering it keeps it.
export const itemFrame = style({ position: 'relative', display: 'inline-flex' });

const tooltipAppears = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Beside the item, over the content (the sidebar's stacking layer is above the page's). The rail is at
// the window's left edge, so the right side always has room. Shown on hover after a short delay, so that
// a pointer passing over the rail does not flash every name; on keyboard focus at once.
export const tooltip = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: `calc(100% + ${vars.space.sm})`,
  transform: 'translateY(-50%)',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  pointerEvents: 'auto',
  animation: `${tooltipAppears} ${vars.motion.fast} ${vars.motion.easing} 300ms both`,
  selectors: { '&[data-shown-by="focus"]': { animationDelay: '0ms' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1ms' } },
});
