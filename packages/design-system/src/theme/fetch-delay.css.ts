import { keyframes, style } from '@vanilla-extract/css';

/** Spec §9, the fetch minimum display delay: a request's loading state shows once the request took this long. */
export const FETCH_DISPLAY_DELAY_MS = 200;

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * For the line that says a request is loading: in the page and announced at once, seen only once the request
 * has taken FETCH_DISPLAY_DELAY_MS, so an answer quicker than that never flashes it.
 */
export const shownAfterFetchDelay = style({ animation: `${appear} 1ms linear ${FETCH_DISPLAY_DELAY_MS}ms both` });
