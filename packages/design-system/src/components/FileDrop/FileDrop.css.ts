import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.brand, background: vars.color.surfaceRaised },
    '&[data-invalid]': { borderColor: vars.color.failure },
  },
});

export const label = style({ margin: 0, fontWeight: vars.font.weightBold, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const fileName = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  wordBreak: 'break-all',
});

export const error = style({ margin: 0, color: vars.color.text, fontSize: vars.font.sizeSm });

// The native input only receives the picked file: the button opens it, and neither keyboard nor screen
// reader users meet it on its own.
export const input = style({ display: 'none' });
