import { style } from '@vanilla-extract/css';
import { dialogPadding, dialogSurface } from '../../theme/dialog-surface.css';
import { vars } from '../../theme/tokens.css';

export const content = style([
  dialogSurface,
  {
    // Radix's layout utility classes (its maxWidth prop) are not loaded, so the width lives here.
    maxWidth: vars.size.modalMaxWidth,
    // The panel fits the screen between Radix's scroll paddings and scrolls itself, so the header below
    // (title and Close) stays in view on a small phone however long the body is.
    maxHeight: 'calc(100dvh - var(--space-6) - max(var(--space-6), 6vh))',
  },
]);

const padding = `var(${dialogPadding})`;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  // Sticks to the top of the scrolling panel, spanning it edge to edge (the panel's padding moves into the
  // header) so the body scrolls underneath rather than beside it. Sticky offsets count from inside the
  // panel's padding, hence the negative top.
  position: 'sticky',
  top: `calc(-1 * ${padding})`,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  margin: `calc(-1 * ${padding}) calc(-1 * ${padding}) 0`,
  padding: `${padding} ${padding} ${vars.space.md}`,
});

export const title = style({ margin: 0, color: vars.color.text });

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const close = style({ flexShrink: 0 });

export const body = style({ position: 'relative' });

export const bodyBusy = style({ minHeight: vars.space.xxl });

export const hidden = style({ visibility: 'hidden' });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
