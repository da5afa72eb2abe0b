import type { ReactNode } from 'react';
import type { LayoutAlignment, LayoutGap, LayoutJustification } from '../../theme/flex-layout';
import * as styles from './Inline.css';

export const inlineElements = ['div', 'ul'] as const;
export type InlineElement = (typeof inlineElements)[number];

export interface InlineProps {
  children: ReactNode;
  /** The space between the children, across and between the lines, a step of the spacing scale. */
  gap?: LayoutGap;
  /** How the children of a line line up: `center` for buttons beside text, `baseline` for texts. */
  align?: LayoutAlignment;
  /** How the children share a line's width: `between` pushes the first and last to the edges. */
  justify?: LayoutJustification;
  /** `ul` makes the children a list (give them `li`s), without markers or indents. */
  as?: InlineElement;
}

/**
 * Children side by side, a step of the spacing scale apart, wrapping onto the next line where they do not fit.
 *
 * - **Use it** for a row of actions (buttons and links), of badges, or a title with what stands beside it.
 * - **Not for** the buttons at the end of a form (FormActions), nor for children one below the other (Stack).
 * - **Accessibility:** adds no role; it only wraps, never reorders, so the order read and tabbed through is the
 *   order seen, and nothing overflows at 320px (WCAG 1.4.10).
 */
export function Inline({ children, gap = 'sm', align, justify, as: Element = 'div' }: InlineProps) {
  const classNames = [
    styles.root,
    styles.gap[gap],
    align && styles.align[align],
    justify && styles.justify[justify],
    Element !== 'div' && styles.plainList,
  ];
  return <Element className={classNames.filter(Boolean).join(' ')}>{children}</Element>;
}
