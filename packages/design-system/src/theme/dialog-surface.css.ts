import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './tokens.css';

/** The panel of every dialog (Modal, ConfirmDialog): raised surface, overlay shadow, tighter on phones. */
export const dialogSurface = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  '@media': {
    [mediaQueries.mobile]: { padding: vars.space.md },
  },
});

// Radix renders the overlay around the dialog's content; lift it above the top bar and sidebar.
globalStyle(`.rt-BaseDialogOverlay:has(.${dialogSurface})`, { zIndex: vars.zIndex.modal });
