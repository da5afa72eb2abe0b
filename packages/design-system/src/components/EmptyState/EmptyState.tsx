import { useId, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Short headline, e.g. "No notifications available." */
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** A call to action such as a button. */
  action?: ReactNode;
}

/**
 * What a list or screen shows when it has nothing to show yet: an icon, one line, an optional explanation and
 * an optional action.
 *
 * - **Use it** in place of an empty list or a screen without content yet, and for a section that could not load,
 *   with a "Try again" button as `action`.
 * - **Not for** a page that does not exist or failed as a whole (ErrorPage), nor for a passing failure (a toast).
 * - **Content:** the title is one short sentence with a full stop, saying what is (not) there, as spec §8's
 *   "No notifications available.", "No search results found.", "No roles found for selected app.". The
 *   description says what happens next, if anything; the action is one Button or link labelled with a verb.
 * - **Accessibility:** the icon is hidden. The title names the section (whatever it is: text or a translated
 *   message), making it a region landmark; the title is a paragraph, not a heading, so it adds nothing to the
 *   page's heading outline.
 */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </section>
  );
}
