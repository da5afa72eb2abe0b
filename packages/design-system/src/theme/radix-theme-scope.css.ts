import { style } from '@vanilla-extract/css';

// Above Radix's `:where()` rules for a root theme (min-height, stacking), which need a box.
export const scope = style({ display: 'contents' });
