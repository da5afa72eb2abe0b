import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const logo = style({
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});
