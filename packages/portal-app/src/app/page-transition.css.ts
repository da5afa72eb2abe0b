import { vars } from '@eventsuite/design-system';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/**
 * Spec §2: the page transition is named "page" and runs out-in. Navigations use the View
 * Transitions API (react-router's viewTransition); the old page fades out before the new one fades in.
 */
export const page = style({ viewTransitionName: 'page', display: 'flex', flexDirection: 'column', flex: 1 });

const fadeOut = keyframes({ to: { opacity: 0 } });
const fadeIn = keyframes({ from: { opacity: 0 } });

globalStyle('::view-transition-old(page)', {
  animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing} both`,
});
globalStyle('::view-transition-new(page)', {
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} ${vars.motion.fast} both`,
});
