import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

/** Spec §9: the bar's creep towards the end lasts 5000 ms. */
export const LOADING_BAR_DURATION_MS = 5000;

export const root = style({
  position: 'fixed',
  zIndex: vars.zIndex.loadingBar,
  insetInline: 0,
  top: 0,
  height: vars.size.loadingBarHeight,
  pointerEvents: 'none',
});

export const bar = style({
  height: '100%',
  transformOrigin: 'left center',
  background: vars.color.brand,
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
});

export const failed = style({ background: vars.color.failure });

export const phase = styleVariants({
  starting: { transform: 'scaleX(0)' },
  // Eases out, so the bar creeps and never quite reaches the end while requests are still running.
  loading: {
    transform: 'scaleX(0.9)',
    transition: `transform ${LOADING_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.5, 0.3, 1)`,
  },
  // Completes quickly, then fades out.
  done: {
    transform: 'scaleX(1)',
    opacity: 0,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}, opacity ${vars.motion.slow} ${vars.motion.easing} ${vars.motion.normal}`,
  },
  complete: { transform: 'scaleX(1)' },
});
