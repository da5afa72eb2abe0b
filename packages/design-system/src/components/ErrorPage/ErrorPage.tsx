import { HomeIcon } from '@radix-ui/react-icons';
import { useId } from 'react';
import { Link } from '../../navigation';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  /** HTTP-like status of the failure; 500 when unknown. */
  status?: number;
  /** Shown for 404, e.g. "Page not found." */
  notFoundText: string;
  /** Shown for every other status, e.g. "An error occurred." */
  errorText: string;
  homeLabel: string;
  homeHref?: string;
}

/**
 * Full-page error: the status code, what went wrong and the way back to the homepage (spec §2).
 *
 * - **Use it** as the whole content of a page whose route does not exist (404), is not allowed (403) or failed
 *   (any other status, 500 by default).
 * - **Not for** a section that failed to load (EmptyState with "Try again") or a failed action (a toast).
 * - **Content:** the spec's texts: "Page not found." for 404 and "An error occurred." otherwise (the app passes
 *   "Permission denied." for 403); the link reads "Homepage".
 * - **Accessibility:** the message is the page's `h1` and names the section; the status number is plain text
 *   above it. The way back is a link, since it navigates.
 */
export function ErrorPage({ status = 500, notFoundText, errorText, homeLabel, homeHref = '/' }: ErrorPageProps) {
  const messageId = useId();
  return (
    <section className={styles.root} aria-labelledby={messageId}>
      <p className={styles.status}>{status}</p>
      <h1 id={messageId} className={styles.message}>
        {status === 404 ? notFoundText : errorText}
      </h1>
      <Link href={homeHref} className={styles.homeLink}>
        <HomeIcon aria-hidden="true" />
        {homeLabel}
      </Link>
    </section>
  );
}
