import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

globalStyle('html, body', { margin: 0, minHeight: '100%' });
globalStyle('body', { fontFamily: vars.font.body, WebkitFontSmoothing: 'antialiased' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
});
