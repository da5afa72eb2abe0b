import type { vars } from './tokens.css';

/** The steps of the spacing scale a layout primitive puts between its children. */
export const layoutGaps = [
  'none',
  'xxs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
] as const satisfies readonly (keyof typeof vars.space)[];
export type LayoutGap = (typeof layoutGaps)[number];

/** How children line up across the direction they follow (align-items). */
export const layoutAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type LayoutAlignment = (typeof layoutAlignments)[number];

/** How children share the room along the direction they follow (justify-content). */
export const layoutJustifications = ['start', 'center', 'end', 'between'] as const;
export type LayoutJustification = (typeof layoutJustifications)[number];
