import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import * as styles from './FormErrorLine.css';

export interface FormErrorLineProps {
  children: ReactNode;
  /** Leads the line with a warning icon, hidden from assistive technology. */
  icon?: boolean;
  /**
   * Screen readers announce the line when it appears (role="alert"), right for the answer to a save.
   * Turn it off for a line that stands from the start, e.g. why a button is disabled: give it an `id`
   * and point the button's aria-describedby at it instead.
   */
  announce?: boolean;
  id?: string;
}

/**
 * The message line of a whole form, e.g. after a failed save; a field's own message is FormField's.
 *
 * - **Use it** above FormActions for what belongs to no single field: a 422 message without a field, a conflict,
 *   or (with `announce={false}`) why the submit button cannot be used yet.
 * - **Not for** one field's message (FormField's `errors`), nor for a save that failed on the server's side, which
 *   the form reports with the toast "Failed to save." (spec §8).
 * - **Content:** short sentences: what happened, then what to do, if anything ("Your changes could not be saved:
 *   the company is being edited by someone else.").
 * - **Accessibility:** screen readers announce it as soon as it appears (`role="alert"`). A line shown from the
 *   start is not announced: turn `announce` off, give it an `id` and point the control's `aria-describedby` at it.
 */
export function FormErrorLine({ children, icon = false, announce = true, id }: FormErrorLineProps) {
  return (
    <p id={id} role={announce ? 'alert' : undefined} className={styles.root}>
      {icon ? <ExclamationTriangleIcon className={styles.icon} aria-hidden="true" /> : null}
      {children}
    </p>
  );
}
