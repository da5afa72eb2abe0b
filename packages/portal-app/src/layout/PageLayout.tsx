import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { lastInputWasPointer } from './input-modality';
import { takeHeadingFocusRequest } from './page-focus';
import * as styles from './PageLayout.css';

/** Focuses a page's heading, which screen readers then read out; the ring shows to keyboard users only. */
function focusHeading(heading: HTMLHeadingElement | null) {
  if (!heading) return;
  heading.toggleAttribute('data-pointer-focus', lastInputWasPointer());
  heading.focus();
}

/**
 * Every page the app navigates to takes focus on its heading (WCAG 2.4.3): a new path, not a new
 * search or hash on the same page. The document's first page keeps the browser's focus at its top.
 */
function FocusOnArrival({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const { pathname, key } = useLocation();
  // React Router's first location of a document has the key 'default'.
  const arrived = key !== 'default';
  useEffect(() => {
    if (arrived) focusHeading(heading.current);
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- a new path is a new page, a new key alone is not
  return null;
}

/**
 * The frame of every screen: its title as the page's one h1, then the content. The heading takes
 * focus when the navigation asked for it (after signing in) and after every page change in the app.
 */
export function PageLayout({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-in page's screens render without a router.
  const inRouter = useInRouterContext();
  useEffect(() => {
    if (takeHeadingFocusRequest()) focusHeading(heading.current);
  }, []);
  return (
    <article className={styles.page}>
      {inRouter ? <FocusOnArrival heading={heading} /> : null}
      {/* Focusable by script only, as the target of focusNextPageHeading and of page changes. */}
      <h1 ref={heading} className={styles.heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </article>
  );
}
