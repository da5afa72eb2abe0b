import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const figure = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const image = style({ display: 'block', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.md });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', opacity: 0.5 },
  },
});

export const position = style({ margin: 0, minWidth: '8ch', textAlign: 'center', fontSize: vars.font.sizeSm });
