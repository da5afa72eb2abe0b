import type { ReactNode } from 'react';
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

/** What a list or screen shows when it has nothing to show yet. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <section className={styles.root} aria-label={typeof title === 'string' ? title : undefined}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </section>
  );
}
