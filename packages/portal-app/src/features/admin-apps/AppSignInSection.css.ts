import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  alignItems: 'center',
  margin: 0,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A term and its value, laid out by the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const value = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

/** A value to copy into the app's configuration: monospace, and broken anywhere on a narrow screen. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  minWidth: 0,
});

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
});

export const secret = style([
  code,
  {
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    fontSize: vars.font.sizeMd,
  },
]);
