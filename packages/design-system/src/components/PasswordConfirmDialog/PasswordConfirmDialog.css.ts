import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { dialogSurface } from '../../theme/dialog-surface.css';
import { vars } from '../../theme/tokens.css';

export const content = style([dialogSurface, { maxWidth: `min(520px, ${vars.size.modalMaxWidth})` }]);

export const title = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  '@media': {
    // Full-width, thumb-sized buttons on phones, the confirm action on top.
    [mediaQueries.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
