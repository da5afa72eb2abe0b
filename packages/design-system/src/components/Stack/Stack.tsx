import type { ReactNode } from 'react';
import type { LayoutAlignment, LayoutGap, LayoutJustification } from '../../theme/flex-layout';
import * as styles from './Stack.css';

export const stackElements = ['div', 'ul', 'ol'] as const;
export type StackElement = (typeof stackElements)[number];

export interface StackProps {
  children: ReactNode;
  /** The space between the children, a step of the spacing scale. */
  gap?: LayoutGap;
  /** How the children line up across: `stretch` (the default) gives each the full width. */
  align?: LayoutAlignment;
  /** How the children share the height, when the stack has more than they need. */
  justify?: LayoutJustification;
  /** `ul` and `ol` make the children a list (give them `li`s), without markers or indents. */
  as?: StackElement;
}

/**
 * Children one below the other, a step of the spacing scale apart.
 *
 * - **Use it** for what a screen or a part of it only lays out: sections of a page, the fields of a form, the
 *   entries of a list (`as="ul"`).
 * - **Not for** children side by side (Inline), nor for a grid of columns: that is the screen's own layout.
 * - **Accessibility:** adds no role; the order read and tabbed through is the order seen. A list keeps its list
 *   semantics without the markers.
 */
export function Stack({ children, gap = 'md', align, justify, as: Element = 'div' }: StackProps) {
  const classNames = [
    styles.root,
    styles.gap[gap],
    align && styles.align[align],
    justify && styles.justify[justify],
    Element !== 'div' && styles.plainList,
  ];
  return <Element className={classNames.filter(Boolean).join(' ')}>{children}</Element>;
}
