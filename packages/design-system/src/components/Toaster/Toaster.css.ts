import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: 0,
  bottom: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  // The strip between toasts must not swallow clicks meant for the page below.
  pointerEvents: 'none',
  '@media': { [mediaQueries.mobile]: { bottom: vars.space.md } },
});

// The live regions stay mounted (empty) so screen readers pick up toasts added to them.
export const region = style({ display: 'contents' });

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.font.sizeSm,
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
});

// While a toast shows, whatever scrolls into view (a focused control) stops above it rather than behind
// it (WCAG 2.4.11). The document scrolls outside the theme's variables: room for one toast and its margin.
globalStyle(`html:has(${toast})`, { scrollPaddingBottom: '6rem' });

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.color.success },
  error: { borderInlineStartColor: vars.color.failure },
});

export const icon = styleVariants({
  success: { flexShrink: 0, color: vars.color.success },
  error: { flexShrink: 0, color: vars.color.failure },
});

export const message = style({ margin: 0, flex: 1 });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xl,
  height: vars.space.xl,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});
