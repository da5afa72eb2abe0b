import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { dialogSurface } from '../../theme/dialog-surface.css';
import { vars } from '../../theme/tokens.css';

export const content = style([
  dialogSurface,
  // A confirmation is a short question: narrower than the 700px default modal.
  { maxWidth: `min(480px, ${vars.size.modalMaxWidth})` },
]);

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
