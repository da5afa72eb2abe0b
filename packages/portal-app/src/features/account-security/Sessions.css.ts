import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.text,
});

// Term and value side by side; on a phone they still fit (short terms, values wrap).
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

globalStyle(`${facts} dd`, { margin: 0 });
