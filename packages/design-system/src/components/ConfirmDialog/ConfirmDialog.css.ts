import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/tokens.css';

export const content = style({
  // A confirmation is a short question: narrower than the 700px default modal.
  maxWidth: `min(480px, ${vars.size.modalMaxWidth})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  '@media': {
    [mediaQueries.mobile]: { padding: vars.space.md },
  },
});

// Radix renders the overlay around our content; lift it above the top bar and sidebar.
globalStyle(`.rt-BaseDialogOverlay:has(.${content})`, { zIndex: vars.zIndex.modal });

export const title = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  '@media': {
    // Full-width, thumb-sized buttons on phones, the confirm action on top.
    [mediaQueries.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
