import { style, styleVariants } from '@vanilla-extract/css';
import type { LayoutAlignment, LayoutJustification } from './flex-layout';
import { vars } from './tokens.css';

/** A flex box that never widens what holds it: its children wrap or shrink instead (reflow at 320px). */
export const flexBase = style({ display: 'flex', minWidth: 0 });

/** A list laid out by the primitive, without the browser's markers and indents. */
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const satisfies Record<LayoutAlignment, string>;

export const align = styleVariants(alignItems, (value) => ({ alignItems: value }));

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<LayoutJustification, string>;

export const justify = styleVariants(justifyContent, (value) => ({ justifyContent: value }));
