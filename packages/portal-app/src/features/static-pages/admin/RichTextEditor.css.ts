import { vars } from '@eventsuite/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.failure } },
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tool = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.border, background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { color: vars.color.textMuted, cursor: 'default' },
  },
});
export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const area = style({
  minHeight: '16rem',
  padding: vars.space.md,
  color: vars.color.text,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});
globalStyle(`${area} h2, ${area} h3`, { fontSize: vars.font.sizeLg, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${area} p, ${area} ul, ${area} ol`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${area} a`, { color: vars.color.link });
