import { style } from '@vanilla-extract/css';
import { dialogSurface } from '../../theme/dialog-surface.css';
import { vars } from '../../theme/tokens.css';

export const content = style([
  dialogSurface,
  // Radix's layout utility classes (its maxWidth prop) are not loaded, so the width lives here.
  { maxWidth: vars.size.modalMaxWidth },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
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
