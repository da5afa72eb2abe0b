import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { topBarHeight, vars } from '../../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
});

// Off-screen until focused, then shown above the fixed top bar.
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.loadingBar,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const topBar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: vars.size.topBarHeight,
  zIndex: vars.zIndex.topBar,
});

export const sidebar = style({
  display: 'none',
  position: 'fixed',
  top: vars.size.topBarHeight,
  bottom: 0,
  left: 0,
  width: vars.size.sidebarWidth,
  zIndex: vars.zIndex.sidebar,
  '@media': { [mediaQueries.desktop]: { display: 'block' } },
});

// Its own stacking context: nothing a screen raises can paint over the top bar or the sidebar.
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  zIndex: vars.zIndex.content,
});

// Room for the fixed top bar, and on desktop for the fixed sidebar.
export const bodyBelowTopBar = style({ paddingTop: vars.size.topBarHeight });

// Whatever scrolls into view (a focused control, a fragment target) stops below the fixed top bar, not
// behind it (WCAG 2.4.11). The scroll container is the document, outside the theme's variables.
globalStyle(`html:has(${bodyBelowTopBar})`, { scrollPaddingTop: `calc(${topBarHeight} + 8px)` });
export const bodyBesideSidebar = style({
  '@media': { [mediaQueries.desktop]: { paddingLeft: vars.size.sidebarWidth } },
});

export const main = style({
  flexGrow: 1,
  selectors: { '&:focus': { outline: 'none' } },
});
