import { vars } from '@eventsuite/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const content = style({ color: vars.color.text, lineHeight: 1.6 });
globalStyle(`${content} h2, ${content} h3`, {
  fontSize: vars.font.sizeLg,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
globalStyle(`${content} p, ${content} ul`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${content} a`, { color: vars.color.link });

/** The note that the page came in English, not in the reader's language. */
export const fallback = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
