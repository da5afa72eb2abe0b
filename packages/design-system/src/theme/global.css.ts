import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

globalStyle('html, body', { margin: 0, minHeight: '100%' });
// Radix's background token (light on :root, dark under .dark), so the page behind the tree follows the appearance.
globalStyle('body', {
  background: 'var(--color-background)',
  fontFamily: vars.font.body,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// Links in running text take the link token (not the browser's blue, or lavender in dark); `:where`
// keeps this at zero specificity, so a component's own link class always wins.
globalStyle(':where(.radix-themes a)', { color: vars.color.link });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
// Radix draws some rings in its accent colour (the soft button: gray 8, 1.9:1 on white); the ring's colour
// is ours on every element, outranking those single-class rules.
globalStyle(':root :focus-visible', { outlineColor: vars.color.focusRing });
// Menu and list items take no DOM focus ring of their own: the highlighted one (keyboard or pointer) is
// the focused one and gets the same ring, inside its edge, beside the highlight colour.
globalStyle('[role="menu"] [data-highlighted], [role="listbox"] [data-highlighted]', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
});
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
});
