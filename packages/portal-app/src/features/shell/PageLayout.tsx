import type { ReactNode } from 'react';
import * as styles from './PageLayout.css';

/** The frame of every screen: its title as the page's one h1, then the content. */
export function PageLayout({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </article>
  );
}
