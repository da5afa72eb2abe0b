import { useEffect, useRef, type ReactNode } from 'react';
import { takeHeadingFocusRequest } from './page-focus';
import * as styles from './PageLayout.css';

/**
 * The frame of every screen: its title as the page's one h1, then the content. The heading takes
 * focus when the navigation asked for it (after signing in).
 */
export function PageLayout({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeHeadingFocusRequest()) heading.current?.focus();
  }, []);
  return (
    <article className={styles.page}>
      {/* Focusable by script only, as the target of focusNextPageHeading. */}
      <h1 ref={heading} className={styles.heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </article>
  );
}
