import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

export const keyPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// The QR code on white in both appearances: scanners read dark on light.
export const qrCode = style({
  alignSelf: 'flex-start',
  width: '184px',
  height: '184px',
  padding: vars.space.sm,
  background: '#ffffff',
  borderRadius: vars.radius.md,
});

export const secret = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  wordBreak: 'break-all',
  margin: 0,
  color: vars.color.text,
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  color: vars.color.text,
});

export const text = style({ margin: 0, color: vars.color.textMuted });
