import { style } from '@vanilla-extract/css';

/** The rules behind visuallyHidden, for use inside a media query (hidden on some screens only). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Hidden on screen, still read by assistive technology (labels of icon-only controls). */
export const visuallyHidden = style(visuallyHiddenRules);
