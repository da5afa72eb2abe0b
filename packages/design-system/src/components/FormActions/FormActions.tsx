import type { ReactNode } from 'react';
import * as styles from './FormActions.css';

export interface FormActionsProps {
  /** The form's buttons, the main action first (e.g. Save, then Cancel). */
  children: ReactNode;
}

/**
 * The row of a form's buttons; it wraps on narrow screens.
 *
 * - **Use it** at the end of a form, after its fields and its FormErrorLine: the main action first (a primary
 *   Button with `type="submit"`), then the secondary ones ("Cancel").
 * - **Not for** ConfirmDialog's buttons, which it lays out itself, nor for buttons that are not a form's.
 * - **Content:** one primary action per form; labels are verbs ("Save", "Send answer", "Cancel").
 * - **Accessibility:** a plain `div` without a role: the buttons are read and tabbed through in the order given,
 *   which is also the order they are seen in.
 */
export function FormActions({ children }: FormActionsProps) {
  return <div className={styles.root}>{children}</div>;
}
