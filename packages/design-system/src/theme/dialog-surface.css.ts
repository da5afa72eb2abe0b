import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './tokens.css';

/** Radix Themes' padding of a dialog's panel. */
export const dialogPadding = '--dialog-content-padding';

/** The panel of every dialog (Modal, ConfirmDialog): raised surface, overlay shadow, tighter on phones. */
export const dialogSurface = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  '@media': {
    // Radix pads the panel by this variable; the Modal's header reads it too.
    [mediaQueries.mobile]: { vars: { [dialogPadding]: vars.space.md } },
  },
});

// Radix renders the overlay around the dialog's content; lift it above the top bar and sidebar.
globalStyle(`.rt-BaseDialogOverlay:has(.${dialogSurface})`, { zIndex: vars.zIndex.modal });
